import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createWallDb } from './data/wall-db';
import { COMMENTS_URL, POSTS_URL, WALL_URL, registerWallHandlers } from './mock/handlers';
import type { NewPostBody, PostChanges, WallData, WallPost } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('wall', (mock) => registerWallHandlers(mock, createWallDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const wallApi = {
  wall: () => client().get<WallData>(WALL_URL),
  posts: () => client().get<WallPost[]>(POSTS_URL),
  create: (post: NewPostBody) => client().post<WallPost | null>(POSTS_URL, { post }),
  comment: (postId: number, comment: string) =>
    client().post<WallPost | null>(COMMENTS_URL, { postId, comment }),
  update: (postId: number, post: PostChanges) => client().put<WallPost | null>(POSTS_URL, { postId, post }),
};
