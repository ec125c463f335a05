import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { boardKeyboardCoordinates } from './board-keyboard';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number, top = 100, width = 280, height = 200) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

/**
 * A board with lists 1, 2, … whose cards areas start at `lefts`; it scrolls by up to `max`, its
 * scrollLeft clamped as browsers do (0…max, in RTL -max…0).
 */
function setup(lefts: number[], { max = 0, rtl = false } = {}) {
  document.body.innerHTML = '';
  const board = document.createElement('div');
  board.setAttribute('data-testid', 'scrum-board');
  board.getBoundingClientRect = () => rect(0, 0, 1000, 600);
  Object.defineProperty(board, 'scrollWidth', { value: 1000 + max });
  Object.defineProperty(board, 'clientWidth', { value: 1000 });
  let scrollLeft = 0;
  Object.defineProperty(board, 'scrollLeft', {
    get: () => scrollLeft,
    set: (v: number) => (scrollLeft = rtl ? Math.min(0, Math.max(-max, v)) : Math.min(max, Math.max(0, v))),
  });
  document.body.append(board);
  const containers = lefts.map((left, i) => {
    const section = document.createElement('section');
    const node = document.createElement('div');
    section.append(node);
    board.append(section);
    section.getBoundingClientRect = () => rect(left - 10, 50, 300, 400);
    node.getBoundingClientRect = () => rect(left);
    return {
      id: `list-${i + 1}`,
      disabled: false,
      node: { current: node },
      data: { current: { type: 'list', listId: i + 1 } },
    };
  });
  const card = { id: 'card-9', data: { current: { type: 'card', listId: 2 } } };
  const all = [...containers, card];
  const context = {
    active: { id: 'card-9', data: { current: { type: 'card', listId: 2 } } },
    over: { id: 'card-9' },
    collisionRect: rect(lefts[1]!),
    droppableContainers: {
      getEnabled: () => containers,
      get: (id: string) => all.find((c) => c.id === id),
    },
  };
  return {
    board,
    args: { active: 'card-9', currentCoordinates: { x: 0, y: 0 }, context } as unknown as Args,
  };
}

const press = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });

test('ArrowRight / ArrowLeft target the list on that side, as laid out', () => {
  const { args } = setup([16, 312, 608]);
  const right = press(KeyboardCode.Right);
  expect(boardKeyboardCoordinates(right, args)).toEqual({ x: 608, y: 100 });
  expect(right.defaultPrevented).toBe(true);
  expect(boardKeyboardCoordinates(press(KeyboardCode.Left), args)).toEqual({ x: 16, y: 100 });
});

test('mirrored in RTL: the first list is on the right', () => {
  const { args } = setup([700, 404, 108], { rtl: true });
  expect(boardKeyboardCoordinates(press(KeyboardCode.Right), args)).toEqual({ x: 700, y: 100 });
  expect(boardKeyboardCoordinates(press(KeyboardCode.Left), args)).toEqual({ x: 108, y: 100 });
});

test('no list on that side: no move', () => {
  const { args } = setup([16, 312]);
  expect(boardKeyboardCoordinates(press(KeyboardCode.Right), args)).toBeUndefined();
});

test('scrolls the neighbouring list into view; keeps the point where the sensor does not scroll', () => {
  // LTR, going right with room left to scroll: the list to the board's left edge (+16), the point in
  // the board's left half (else dnd-kit would scroll instead of moving).
  const ltr = setup([16, 700, 1100], { max: 2000 });
  expect(boardKeyboardCoordinates(press(KeyboardCode.Right), ltr.args)).toEqual({ x: 500, y: 100 });
  expect(ltr.board.scrollLeft).toBe(1100 - 10 - 16);

  // RTL, going left: the list off-screen on the left comes in at the right edge (-16). dnd-kit never
  // scrolls left in RTL, so the point is the list's own.
  const rtl = setup([700, 404, -300], { max: 1000, rtl: true });
  expect(boardKeyboardCoordinates(press(KeyboardCode.Left), rtl.args)).toEqual({ x: -300, y: 100 });
  expect(rtl.board.scrollLeft).toBe(-300 - 10 + 300 - (1000 - 16));
});
