/** The template's boards, lists and cards (mock data). */

export interface ScrumLabel {
  id: number;
  name: string;
  type: number;
  /** The tag's colour (sample data, saturated so it reads in light and dark mode). */
  color: string;
}

export interface ScrumMember {
  id: number;
  name: string;
  /** No remote pictures: an empty image shows the member's initials. */
  image: string;
}

export interface CardAttachment {
  id: number;
  fileName: string;
  /** Bytes. */
  size: number;
  preview?: string;
}

export interface CardComment {
  id: number;
  comment: string;
  sender: { id: number; name: string; image: string };
  /** ISO date-time. */
  date: string;
}

export interface CheckItem {
  id: number;
  title: string;
  checked?: boolean;
}

export interface ScrumCard {
  id: number;
  title: string;
  attachments: CardAttachment[];
  /** Label ids. */
  label: number[];
  /** ISO date (YYYY-MM-DD) or null. */
  date: string | null;
  comments: CardComment[];
  desc: string;
  /** Member ids. */
  members: number[];
  checkedList: CheckItem[];
}

export interface CardList {
  id: number;
  name: string;
  cards: ScrumCard[];
}

export interface Board {
  id: number;
  name: string;
  list: CardList[];
}

/** A card before the mock gives it an id. */
export type CardDraft = Omit<ScrumCard, 'id'> & { id?: number };

export interface MoveCardBody {
  boardId: number;
  cardId: number;
  /** Optional: the mock finds the card's list when it is missing. */
  fromListId?: number;
  toListId: number;
  /** 0-based index in the target list (clamped). */
  position: number;
}

/** An empty card with `title`, as the add-card form creates it. */
export function emptyCard(title: string): CardDraft {
  return {
    title,
    attachments: [],
    label: [],
    date: null,
    comments: [],
    desc: '',
    members: [],
    checkedList: [],
  };
}
