// File storage adapter. The built-in implementation keeps files under DATA_DIR/files; an S3-compatible
// implementation can replace it behind the same interface.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Keys are our own (`avatars/companies/12/abc.png`); anything that could escape the folder is refused. */
function safePath(root: string, key: string): string {
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(root + path.sep))
    throw new Error(`Refusing storage key outside the files folder: ${key}`);
  return resolved;
}

export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  return {
    async put(key, data) {
      const target = safePath(base, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async read(key) {
      try {
        return await fs.readFile(safePath(base, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(safePath(base, key), { force: true });
    },
  };
}
