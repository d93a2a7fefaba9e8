// Every screen in Spanish at phone width, scanned for accessibility (./accessibility-scan.ts).
import { scanEveryScreen } from "./accessibility-scan";

scanEveryScreen("es", "phone");
