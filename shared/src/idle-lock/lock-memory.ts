const KEY = 'phonesheet.locked';

/** Whether this tab was locked, kept in sessionStorage so a reload stays locked. */
export const lockMemory = {
  get(): boolean {
    try {
      return window.sessionStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  set(locked: boolean): void {
    try {
      if (locked) window.sessionStorage.setItem(KEY, '1');
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // storage unavailable (private mode): the lock still works until reload
    }
  },
};
