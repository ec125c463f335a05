// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used. Hence this bootstrap import: an `eager` shared module would be
// bundled into the entry and loaded before the versions are negotiated.
import('./standalone/bootstrap');
