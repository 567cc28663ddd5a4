// Entry point: the async boundary that lets federation negotiate shared singletons before any app code runs.
import('./bootstrap');
