// Replacing a file so that a reader sees either the old content or the new one, never a part: the new
// content goes to a temporary file in the same folder (rename is atomic only within one file system),
// reaches the disk (fsync) and then takes the old name; the folder is synced so the rename survives a crash.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * @param {string} file
 * @param {string | Uint8Array} content
 * @param {{ beforeRename?: (tempFile: string) => void }} [hooks] tests look at the temporary file here
 */
export function writeFileAtomic(file, content, { beforeRename } = {}) {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o644);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    beforeRename?.(temp);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncDir(dir);
}

/** fsync of a folder, so a rename or a new entry inside it is on disk. */
export function syncDir(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
