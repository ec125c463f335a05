/** The To-do app's records: a task and its folders, labels, priorities, statuses (sample data). */

export interface TaskFolder {
  id: number;
  name: string;
  alias: string;
}

export interface TaskLabel {
  id: number;
  name: string;
  alias: string;
  label: string;
  value: string;
  color: string;
}

export interface TaskPriority {
  id: number;
  name: string;
  /** 1 High, 2 Medium, 3 Low. */
  type: number;
  color: string;
}

export interface TaskStatus {
  id: number;
  name: string;
}

export interface Staff {
  id: number;
  name: string;
  /** No remote images on this machine: avatars show initials. */
  image: string;
}

export interface TaskComment {
  comment: string;
  name: string;
  image: string;
  date: string;
  time: string;
}

export interface Task {
  id: number;
  title: string;
  priority: TaskPriority;
  isStarred: boolean;
  isReplied: boolean;
  isRead: boolean;
  label: TaskLabel[];
  isAttachment: boolean;
  sentAt: string;
  startDate: string;
  scheduleMobile: string;
  folderValue: number;
  image: string;
  assignedTo: Staff;
  createdBy: { name: string; image: string };
  createdOn: string;
  /** 1 Pending, 2 In Progress, 3 Completed. */
  status: number;
  comments: TaskComment[];
  content: string;
}

export interface TodoDb {
  folders: TaskFolder[];
  labels: TaskLabel[];
  priorities: TaskPriority[];
  statuses: TaskStatus[];
  staff: Staff[];
  tasks: Task[];
}

/** Task folder ids as the template numbers them; deleting a task moves it to 126. */
export const FOLDER = {
  all: 120,
  starred: 121,
  priority: 122,
  scheduled: 123,
  today: 124,
  completed: 125,
  deleted: 126,
} as const;

export const STATUS = { pending: 1, inProgress: 2, completed: 3 } as const;

/** What a task list answers: pages of 15, `total` the whole filtered count. */
export interface TaskPage {
  list: Task[];
  total: number;
}

/** Which list is shown: a folder or a label, by alias. */
export interface TaskQuery {
  type: 'folder' | 'label';
  name: string;
  page: number;
}

/** The body of POST /api/todoApp/compose: assignee as a staff id, priority as its type number. */
export interface ComposeBody {
  title: string;
  assignedTo?: number;
  priority?: number;
  /** Label ids. */
  label?: number[];
  startDate?: string;
  scheduleMobile?: string;
  content?: string;
  /** The signed-in user's name, shown as the task's creator. */
  createdBy?: string;
}
