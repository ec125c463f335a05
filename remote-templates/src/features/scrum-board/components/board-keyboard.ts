import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** The board's horizontal scroll container (BoardPage). */
export const BOARD_SELECTOR = '[data-testid="scrum-board"]';

/**
 * Keyboard drag: ArrowUp/ArrowDown reorder (dnd-kit's sortable getter); ArrowLeft/ArrowRight
 * carry the card to the list on that side, as laid out on screen (so mirrored in RTL).
 *
 * dnd-kit's KeyboardSensor scrolls a container itself when the new point lies beyond its middle,
 * and that logic only knows LTR scroll offsets (in RTL it never moves back). So this getter
 * scrolls the neighbouring list into view itself, measures it at the key press, and, where the
 * sensor would scroll, keeps the point on the side of the board's middle where it does not.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right)
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, droppableContainers, collisionRect } = args.context;
  if (!active || !collisionRect) return undefined;

  const listIdOf = (id: unknown) => droppableContainers.get(id as string)?.data.current?.listId as unknown;
  const currentListId = (over && listIdOf(over.id)) ?? active.data.current?.listId;
  const lists = droppableContainers
    .getEnabled()
    .filter((c) => c.data.current?.type === 'list' && c.node.current)
    .map((c) => ({ listId: c.data.current?.listId as unknown, node: c.node.current! }))
    .sort((a, b) => a.node.getBoundingClientRect().left - b.node.getBoundingClientRect().left);
  const index = lists.findIndex((l) => l.listId === currentListId);
  const target = index < 0 ? undefined : lists[index + (event.code === KeyboardCode.Right ? 1 : -1)];
  if (!target) return undefined;

  const board = target.node.closest<HTMLElement>(BOARD_SELECTOR);
  const column = target.node.closest<HTMLElement>('section') ?? target.node;
  let min = -Infinity;
  let max = Infinity;
  if (board) {
    const b = board.getBoundingClientRect();
    const c = column.getBoundingClientRect();
    const pad = 16;
    // Going right: the list to the board's left edge; going left: to its right edge.
    board.scrollLeft +=
      event.code === KeyboardCode.Right ? c.left - (b.left + pad) : c.right - (b.right - pad);
    // The sensor's own test (raw scrollLeft, as in LTR): only then does it scroll instead of moving.
    const right = event.code === KeyboardCode.Right;
    const sensorScrolls = right
      ? board.scrollLeft < board.scrollWidth - board.clientWidth
      : board.scrollLeft > 0;
    const middle = b.left + b.width / 2;
    if (sensorScrolls) [min, max] = right ? [b.left, middle] : [middle, b.right];
  }
  const r = target.node.getBoundingClientRect();
  return { x: Math.min(max, Math.max(min, r.left)), y: r.top };
};
