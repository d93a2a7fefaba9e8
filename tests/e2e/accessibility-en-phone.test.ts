// Every screen in English at phone width, scanned for accessibility (./accessibility-scan.ts).
import { scanEveryScreen } from "./accessibility-scan";

scanEveryScreen("en", "phone");
