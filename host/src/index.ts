// Entry point: the async boundary that lets federation negotiate shared singletons before any app code runs.
// The App (the design system, the router, the shell's own code) is asked for beside the start-up: both download together,
// and each is evaluated when its own code has arrived, so the page's longest start-up task is cut in two.
void import('./app/app');
import('./bootstrap');
