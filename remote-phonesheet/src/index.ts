// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used: a dynamic import of the bootstrap, never `eager` shared modules.
import('./standalone/bootstrap');
