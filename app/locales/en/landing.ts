const landing = {
  meta: {
    title: "RoomMuse — Redecorate any room with AI",
    description: "Upload a photo of your room and see it recolored, cleared or refurnished in seconds. Pay only for what you use with credits that never expire.",
  },
  hero: {
    title: "See your room transformed before you lift a brush",
    subtitle: "Upload a photo, pick a change, and RoomMuse shows you the result in seconds.",
    cta: "Start decorating free",
  },
};
export default landing;
