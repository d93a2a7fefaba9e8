import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#effaf8",
          100: "#d7f2ed",
          200: "#b1e4dc",
          300: "#80cfc4",
          400: "#4fb3a8",
          500: "#31978d",
          600: "#247a73",
          700: "#1f625d",
          800: "#1c4f4b",
          900: "#1a423f",
        },
        clay: {
          50: "#fdf5f1",
          100: "#fbe8de",
          200: "#f6cdb8",
          300: "#efab89",
          400: "#e5805a",
          500: "#dc6139",
          600: "#c94b2c",
          700: "#a73a26",
          800: "#863125",
          900: "#6d2b22",
        },
      },
      fontFamily: {
        sans: [
          "Inter",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
    },
  },
  plugins: [
    // `touch:`: a screen people tap (a phone, a tablet) rather than point at with a mouse.
    plugin(({ addVariant }) => addVariant("touch", "@media (pointer: coarse)")),
  ],
} satisfies Config;
