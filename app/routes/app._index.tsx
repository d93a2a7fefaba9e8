export { default, loader, meta } from "./app.dashboard";
