// Every screen in Spanish at desktop width, scanned for accessibility (./accessibility-scan.ts).
import { scanEveryScreen } from "./accessibility-scan";

scanEveryScreen("es", "desktop");
