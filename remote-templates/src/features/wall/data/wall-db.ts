import type { WallData, WallPerson, WallPost } from '../types';
import { scenePicture } from './pictures';

/** The mock's store: the wall and its posts; mutations change it in place until the page reloads. */
export interface WallDb {
  wall: WallData;
  posts: WallPost[];
}

/** The current user of the sample wall: the owner of every post written here. */
export const WALL_OWNER: WallPerson = { id: 1, name: 'Jessica Moore', profilePic: '' };

const people: Record<string, WallPerson> = {
  jessica: WALL_OWNER,
  liam: { id: 2, name: 'Liam Carter', profilePic: '' },
  sofia: { id: 3, name: 'Sofia Rossi', profilePic: '' },
  omar: { id: 4, name: 'Omar Haddad', profilePic: '' },
  mei: { id: 5, name: 'Mei Lin', profilePic: '' },
  lucas: { id: 6, name: 'Lucas Martin', profilePic: '' },
  ana: { id: 7, name: 'Ana García', profilePic: '' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A fresh copy of the sample wall (each page load and each test starts from it). Dates are
 * offsets from `now`, so the feed always reads "2 hours ago", "yesterday", …; ids are fixed.
 */
export function createWallDb(now: number = Date.now()): WallDb {
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const p = (key: string): WallPerson => ({ ...people[key] });

  const wall: WallData = {
    id: WALL_OWNER.id,
    name: WALL_OWNER.name,
    profilePic: '',
    cover: scenePicture(205, 150, 800, 240),
    headline: 'Product designer · Crema',
    location: 'Lisbon, Portugal',
    stats: { followers: 12480, following: 386, photos: 1240, videos: 58 },
    suggestions: [
      {
        id: 201,
        name: 'Design Systems Club',
        members: 12_500,
        image: scenePicture(260, 290, 160, 160),
      },
      {
        id: 202,
        name: 'Weekend Hikers',
        members: 4_200,
        image: scenePicture(190, 120, 160, 160),
      },
      {
        id: 203,
        name: 'Street Photography',
        members: 28_000,
        image: scenePicture(20, 30, 160, 160),
      },
    ],
    whoToFollow: [
      { ...p('mei'), title: 'Frontend engineer' },
      { ...p('lucas'), title: 'Travel photographer' },
      { ...p('ana'), title: 'UX researcher' },
    ],
    recentNews: [
      {
        id: 301,
        title: 'Five habits of teams that ship every week',
        source: 'Crema Weekly',
        date: ago(3 * HOUR),
      },
      {
        id: 302,
        title: 'The new wave of accessible colour palettes',
        source: 'Design Notes',
        date: ago(20 * HOUR),
      },
      { id: 303, title: 'Remote work: what changed in a year', source: 'Work Today', date: ago(2 * DAY) },
    ],
  };

  const posts: WallPost[] = [
    {
      id: 6,
      owner: p('liam'),
      date: ago(2 * HOUR),
      attachments: [
        { id: 601, path: scenePicture(200, 140), metaData: { type: 'image/jpeg', size: 184_320 } },
        { id: 602, path: scenePicture(30, 20), metaData: { type: 'image/jpeg', size: 201_728 } },
      ],
      message: 'Sunrise over the ridge this morning. Worth every step of the 5 a.m. climb!',
      liked: false,
      likes: 24,
      shares: 3,
      views: 1280,
      comments: [
        {
          id: 6001,
          author: p('sofia'),
          date: ago(90 * MINUTE),
          liked: true,
          comment: 'Breathtaking colours 😍',
        },
        {
          id: 6002,
          author: p('jessica'),
          date: ago(60 * MINUTE),
          liked: false,
          comment: 'Take me with you next time!',
        },
      ],
    },
    {
      id: 5,
      owner: p('jessica'),
      date: ago(7 * HOUR),
      attachments: [],
      message:
        'Just shipped the new onboarding flow. Huge thanks to everyone who tested it over the last two weeks — your notes made it so much better.',
      liked: true,
      likes: 57,
      shares: 6,
      views: 2345,
      comments: [
        {
          id: 5001,
          author: p('omar'),
          date: ago(6 * HOUR),
          liked: false,
          comment: 'Congrats, it feels really smooth.',
        },
      ],
    },
    {
      id: 4,
      owner: p('sofia'),
      date: ago(1 * DAY + 3 * HOUR),
      attachments: [{ id: 401, path: scenePicture(280, 200), metaData: { type: 'video', size: 10_485_760 } }],
      message: 'A short clip from the design meetup in Milan. Thanks for coming!',
      liked: false,
      likes: 112,
      shares: 14,
      views: 8790,
      comments: [],
    },
    {
      id: 3,
      owner: p('omar'),
      date: ago(3 * DAY),
      attachments: [],
      message:
        'What is the one tool you could not work without this year? Mine is a good old paper notebook.',
      liked: false,
      likes: 9,
      shares: 0,
      views: 640,
      comments: [
        {
          id: 3001,
          author: p('mei'),
          date: ago(2 * DAY + 20 * HOUR),
          liked: false,
          comment: 'A mechanical keyboard, no doubt.',
        },
        {
          id: 3002,
          author: p('lucas'),
          date: ago(2 * DAY + 18 * HOUR),
          liked: true,
          comment: 'My camera, of course 📷',
        },
        {
          id: 3003,
          author: p('ana'),
          date: ago(2 * DAY + 5 * HOUR),
          liked: false,
          comment: 'Sticky notes. Lots of them.',
        },
      ],
    },
    {
      id: 2,
      owner: p('jessica'),
      date: ago(6 * DAY),
      attachments: [
        { id: 201, path: scenePicture(170, 100), metaData: { type: 'image/jpeg', size: 150_210 } },
        { id: 202, path: scenePicture(330, 260), metaData: { type: 'image/jpeg', size: 167_900 } },
        { id: 203, path: scenePicture(60, 80), metaData: { type: 'image/jpeg', size: 142_004 } },
      ],
      message: 'Three days on the coast: sea, sun and far too much gelato.',
      liked: false,
      likes: 88,
      shares: 2,
      views: 3012,
      comments: [],
    },
    {
      id: 1,
      owner: p('mei'),
      date: ago(12 * DAY),
      attachments: [],
      message: 'Hello wall! Happy to be here.',
      liked: false,
      likes: 5,
      shares: 0,
      views: 211,
      comments: [],
    },
  ];

  return { wall, posts };
}
