/** A tiny RGBA raster toolkit for the local engine: resize, crop, composite, masks, blur. */
export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8ClampedArray;
}

/** A single-channel float map (0..1 for masks) at some resolution. */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

export const createRaster = (width: number, height: number): Raster => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4),
});
export const createPlane = (width: number, height: number): Plane => ({
  width,
  height,
  data: new Float32Array(width * height),
});

/** Resamples to width × height: box-averaging when shrinking, bilinear when growing. */
export function resize(src: Raster, width: number, height: number): Raster {
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.round(height));
  if (width === src.width && height === src.height) return src;
  let current = src;
  // Halve by averaging while more than 2× too big: fast and alias-free.
  while (current.width >= width * 2 && current.height >= height * 2) current = halve(current);
  return bilinear(current, width, height);
}

function halve(src: Raster): Raster {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = createRaster(w, h);
  const s = src.data;
  const d = out.data;
  const stride = src.width * 4;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * 2 * stride + x * 8;
      const o = (y * w + x) * 4;
      for (let c = 0; c < 4; c++)
        d[o + c] = (s[i + c] + s[i + 4 + c] + s[i + stride + c] + s[i + stride + 4 + c] + 2) >> 2;
    }
  }
  return out;
}

function bilinear(src: Raster, width: number, height: number): Raster {
  const out = createRaster(width, height);
  resample(src.data, src.width, src.height, 4, out.data, width, height);
  return out;
}

/** Bilinear resampling of any interleaved typed array with `channels` values a pixel. */
function resample(
  src: ArrayLike<number>,
  sw: number,
  sh: number,
  channels: number,
  dst: { [i: number]: number },
  width: number,
  height: number,
) {
  const sx = sw / width;
  const sy = sh / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), sh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, sh - 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), sw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, sw - 1);
      const wx = fx - x0;
      const a = (y0 * sw + x0) * channels;
      const b = (y0 * sw + x1) * channels;
      const c = (y1 * sw + x0) * channels;
      const e = (y1 * sw + x1) * channels;
      const o = (y * width + x) * channels;
      for (let k = 0; k < channels; k++)
        dst[o + k] =
          (src[a + k] * (1 - wx) + src[b + k] * wx) * (1 - wy) + (src[c + k] * (1 - wx) + src[e + k] * wx) * wy;
    }
  }
}

export function crop(src: Raster, x: number, y: number, width: number, height: number): Raster {
  x = Math.max(0, Math.round(x));
  y = Math.max(0, Math.round(y));
  width = Math.min(Math.round(width), src.width - x);
  height = Math.min(Math.round(height), src.height - y);
  const out = createRaster(width, height);
  for (let row = 0; row < height; row++) {
    const start = ((y + row) * src.width + x) * 4;
    out.data.set(src.data.subarray(start, start + width * 4), row * width * 4);
  }
  return out;
}

/** Crops to the target aspect ratio around the centre (or `focusY`), then resizes: CSS object-fit: cover. */
export function cover(src: Raster, width: number, height: number, focusY = 0.5): Raster {
  const scale = Math.max(width / src.width, height / src.height);
  const cw = width / scale;
  const ch = height / scale;
  return resize(crop(src, (src.width - cw) / 2, (src.height - ch) * focusY, cw, ch), width, height);
}

/** Fits inside maxSide on its longer side (never enlarges). */
export function fitWithin(src: Raster, maxSide: number): Raster {
  const scale = Math.min(1, maxSide / Math.max(src.width, src.height));
  return scale === 1 ? src : resize(src, src.width * scale, src.height * scale);
}

export function clone(src: Raster): Raster {
  return { width: src.width, height: src.height, data: new Uint8ClampedArray(src.data) };
}

/**
 * Draws src onto dst at (dx, dy). Alpha comes from src's own alpha, times `mask` (a plane the
 * size of src, optional) and `opacity`.
 */
export function composite(
  dst: Raster,
  src: Raster,
  dx: number,
  dy: number,
  options: { mask?: Plane; opacity?: number } = {},
) {
  const opacity = options.opacity ?? 1;
  dx = Math.round(dx);
  dy = Math.round(dy);
  for (let y = Math.max(0, -dy); y < src.height; y++) {
    const ty = y + dy;
    if (ty >= dst.height) break;
    for (let x = Math.max(0, -dx); x < src.width; x++) {
      const tx = x + dx;
      if (tx >= dst.width) break;
      const si = (y * src.width + x) * 4;
      let a = (src.data[si + 3] / 255) * opacity;
      if (options.mask) a *= options.mask.data[y * src.width + x];
      if (a <= 0) continue;
      const di = (ty * dst.width + tx) * 4;
      dst.data[di] += (src.data[si] - dst.data[di]) * a;
      dst.data[di + 1] += (src.data[si + 1] - dst.data[di + 1]) * a;
      dst.data[di + 2] += (src.data[si + 2] - dst.data[di + 2]) * a;
    }
  }
}

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends a solid colour over a rectangle, optionally with rounded corners. */
export function fillRect(
  dst: Raster,
  x: number,
  y: number,
  width: number,
  height: number,
  color: Rgb,
  opacity = 1,
  radius = 0,
) {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(dst.width, Math.round(x + width));
  const y1 = Math.min(dst.height, Math.round(y + height));
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      let a = opacity;
      if (radius > 0) {
        const cx = Math.min(Math.max(px + 0.5, x + radius), x + width - radius);
        const cy = Math.min(Math.max(py + 0.5, y + radius), y + height - radius);
        const dist = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
        a *= Math.min(1, Math.max(0, radius - dist + 0.5));
        if (a <= 0) continue;
      }
      const i = (py * dst.width + px) * 4;
      dst.data[i] += (color[0] - dst.data[i]) * a;
      dst.data[i + 1] += (color[1] - dst.data[i + 1]) * a;
      dst.data[i + 2] += (color[2] - dst.data[i + 2]) * a;
    }
  }
}

/** Separable box blur of a plane, `passes` times (3 passes ≈ Gaussian). */
export function blurPlane(plane: Plane, radius: number, passes = 2): Plane {
  if (radius < 1) return plane;
  const { width, height } = plane;
  let src = plane.data;
  let tmp = new Float32Array(src.length);
  const r = Math.round(radius);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < height; y++) {
      let acc = 0;
      const row = y * width;
      for (let x = -r; x <= r; x++) acc += src[row + Math.min(Math.max(x, 0), width - 1)];
      for (let x = 0; x < width; x++) {
        tmp[row + x] = acc / (2 * r + 1);
        acc += src[row + Math.min(x + r + 1, width - 1)] - src[row + Math.max(x - r, 0)];
      }
    }
    const out = new Float32Array(src.length);
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let y = -r; y <= r; y++) acc += tmp[Math.min(Math.max(y, 0), height - 1) * width + x];
      for (let y = 0; y < height; y++) {
        out[y * width + x] = acc / (2 * r + 1);
        acc += tmp[Math.min(y + r + 1, height - 1) * width + x] - tmp[Math.max(y - r, 0) * width + x];
      }
    }
    src = out;
    tmp = new Float32Array(src.length);
  }
  return { width, height, data: src };
}

/** Bilinear resize of a plane (masks go from the analysis grid to the image). */
export function resizePlane(plane: Plane, width: number, height: number): Plane {
  const out = createPlane(width, height);
  resample(plane.data, plane.width, plane.height, 1, out.data, width, height);
  return out;
}

export const luminance = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** Multiplies brightness and saturation, and adds contrast around mid-grey: the thumbnail styles. */
export function grade(dst: Raster, options: { brightness?: number; contrast?: number; saturation?: number }) {
  const brightness = options.brightness ?? 1;
  const contrast = options.contrast ?? 1;
  const saturation = options.saturation ?? 1;
  const d = dst.data;
  for (let i = 0; i < d.length; i += 4) {
    const grey = 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
    for (let c = 0; c < 3; c++) {
      let v = grey + (d[i + c] - grey) * saturation;
      v = (v * brightness - 128) * contrast + 128;
      d[i + c] = v;
    }
  }
}

/** Darkens towards the edges. */
export function vignette(dst: Raster, strength: number) {
  const cx = dst.width / 2;
  const cy = dst.height / 2;
  const max = Math.hypot(cx, cy);
  for (let y = 0; y < dst.height; y++) {
    for (let x = 0; x < dst.width; x++) {
      const t = Math.hypot(x - cx, y - cy) / max;
      const f = 1 - strength * t * t;
      const i = (y * dst.width + x) * 4;
      dst.data[i] *= f;
      dst.data[i + 1] *= f;
      dst.data[i + 2] *= f;
    }
  }
}
