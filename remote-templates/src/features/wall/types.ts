/** The wall's posts and side panels (template sample data, not product data). */

/** A person as a post or a comment shows them; `profilePic` is empty: the avatar shows initials. */
export interface WallPerson {
  id: number;
  name: string;
  profilePic: string;
}

export interface WallAttachment {
  id: number;
  /** An inline image (data URI) or, for a photo attached in this page load, an object URL. */
  path: string;
  metaData: { type: 'image/jpeg' | 'video' | string; size: number };
}

export interface WallComment {
  id: number;
  author: WallPerson;
  /** ISO date-time. */
  date: string;
  liked: boolean;
  comment: string;
}

export interface WallPost {
  id: number;
  owner: WallPerson;
  /** ISO date-time. */
  date: string;
  attachments: WallAttachment[];
  message: string;
  liked: boolean;
  likes: number;
  shares: number;
  views: number;
  comments: WallComment[];
}

export interface WallStats {
  followers: number;
  following: number;
  photos: number;
  videos: number;
}

export interface WallSuggestion {
  id: number;
  name: string;
  /** The group's size, shown under its name in the user's language ("12.5k members"). */
  members: number;
  image: string;
}

export interface WallFollowSuggestion extends WallPerson {
  title: string;
}

export interface WallNews {
  id: number;
  title: string;
  source: string;
  /** ISO date-time. */
  date: string;
}

/** GET /wall: the current user's wall (the mock's current user owns the posts it creates). */
export interface WallData {
  id: number;
  name: string;
  profilePic: string;
  cover: string;
  headline: string;
  location: string;
  stats: WallStats;
  suggestions: WallSuggestion[];
  whoToFollow: WallFollowSuggestion[];
  recentNews: WallNews[];
}

/** POST /wall/posts body: `{ post }`. */
export interface NewPostBody {
  message: string;
  attachments: Array<Pick<WallAttachment, 'path' | 'metaData'>>;
}

/** PUT /wall/posts body: `{ postId, post }`, the changes (liked, message). */
export interface PostChanges {
  liked?: boolean;
  message?: string;
}
