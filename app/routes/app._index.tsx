export { default, ErrorBoundary, loader, meta } from "./app.dashboard";
