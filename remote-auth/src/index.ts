// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used (DESIGN.md §2: a bootstrap import, never `eager`).
import('./standalone/bootstrap');
