import {
  growLead,
  LEAD_FRAMES,
  leadRows,
  movingRange,
  restingRange,
  rowsBehind,
  rowsPerFrame,
  type View,
} from './window-range';

// 10 rows of 50 px in view (11 rows cut by the view), 5,000 rows, 6 rows of overscan at rest.
const view = (top: number, count = 5000): View => ({ top, height: 500, rowHeight: 50, count, overscan: 6 });
const FRAME = 1000 / 60;

test('at rest: the rows in view and the overscan on each side, within the list', () => {
  expect(restingRange(view(100 * 50))).toEqual({ first: 94, last: 117 });
  expect(restingRange(view(0))).toEqual({ first: 0, last: 17 });
  expect(restingRange(view(0, 8))).toEqual({ first: 0, last: 8 });
});

test('moving: the rows ahead in the direction of travel, two behind, within the list', () => {
  expect(movingRange(view(100 * 50), true, 12)).toEqual({ first: 98, last: 123 });
  expect(movingRange(view(100 * 50), false, 12)).toEqual({ first: 88, last: 113 });
  expect(movingRange(view(4995 * 50), true, 12)).toEqual({ first: 4993, last: 5000 });
  expect(movingRange(view(3 * 50), false, 12)).toEqual({ first: 0, last: 16 });
});

test('speed: rows a frame, up or down, and a frame the page missed is half the speed, not twice', () => {
  // 150 px a frame = 3 rows a frame.
  expect(rowsPerFrame(150, FRAME, 50)).toBeCloseTo(3);
  expect(rowsPerFrame(-150, FRAME, 50)).toBeCloseTo(3);
  expect(rowsPerFrame(150, 2 * FRAME, 50)).toBeCloseTo(1.5);
  // Scrolled far in one go after two seconds at rest: not a speed worth reaching for.
  expect(rowsPerFrame(100 * 50, 2000, 50)).toBeLessThan(1);
});

test('the rows ahead cover the frames of travel at the speed; slow, the overscan; fast, two views', () => {
  expect(leadRows(3, view(0))).toBe(3 * LEAD_FRAMES);
  expect(leadRows(1.5, view(0))).toBe(Math.ceil(1.5 * LEAD_FRAMES));
  expect(leadRows(0.2, view(0))).toBe(6);
  expect(leadRows(100, view(0))).toBe(20);
});

test('rows behind: one frame of travel, at least two, at most the overscan', () => {
  expect(rowsBehind(0.2, view(0))).toBe(2);
  expect(rowsBehind(3.5, view(0))).toBe(4);
  expect(rowsBehind(20, view(0))).toBe(6);
  expect(movingRange(view(100 * 50), true, 12, 4)).toEqual({ first: 96, last: 123 });
  expect(movingRange(view(100 * 50), false, 12, 4)).toEqual({ first: 88, last: 115 });
});

test('the rows ahead grow towards the lead by one frame of travel a frame, and never shrink', () => {
  expect(growLead(6, 20, 4)).toBe(10);
  expect(growLead(18, 20, 4)).toBe(20);
  expect(growLead(20, 8, 1)).toBe(20);
  // Turned back: from the rows kept behind.
  expect(growLead(4, 20, 4)).toBe(8);
});
