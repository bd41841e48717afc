import { crc32, deflateSync } from 'node:zlib';

/** @typedef {import('./gray-image.mjs').Gray} Gray */

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit greyscale PNG. @param {Gray} image @returns {Buffer} */
export function toPng(image) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const raw = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    raw.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), y * (image.width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A one-frame Y4M video for Chromium's fake camera (it loops the frame). 4:2:0 needs even sizes; a grey
 * picture is its luma plane with neutral chroma. @param {Gray} image @returns {Buffer}
 */
export function toY4m(image) {
  if (image.width % 2 || image.height % 2) throw new Error('Y4M 4:2:0 needs an even width and height');
  const chroma = Buffer.alloc((image.width / 2) * (image.height / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${image.width} H${image.height} F15:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii'),
    Buffer.from(image.pixels),
    chroma,
  ]);
}
