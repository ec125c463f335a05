// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used (a bootstrap import; no shared module is `eager`).
import('./standalone/bootstrap');
