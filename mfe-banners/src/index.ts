// Entry of the standalone page: the async boundary lets federation negotiate shared singletons first.
import('./bootstrap');
