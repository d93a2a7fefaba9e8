export { default, meta } from "./app.dashboard";
