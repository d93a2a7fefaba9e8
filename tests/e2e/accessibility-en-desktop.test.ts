// Every screen in English at desktop width, scanned for accessibility (./accessibility-scan.ts).
import { scanEveryScreen } from "./accessibility-scan";

scanEveryScreen("en", "desktop");
