import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Env } from '../env'
import { backupTime } from './backup-schedule'
import { backupFolderName } from './data-dir'
import { OperatorError } from './operator-error'

/** Where backups go off the machine: BACKUP_S3_URL (s3://bucket/prefix) and its endpoint and keys. */
export type S3Target = {
  bucket: string
  prefix: string
  region: string
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

type S3Env = Pick<Env, 'BACKUP_S3_URL' | 'BACKUP_S3_ENDPOINT' | 'BACKUP_S3_REGION' | 'BACKUP_S3_ACCESS_KEY_ID' | 'BACKUP_S3_SECRET_ACCESS_KEY'>

export function s3Target(env: S3Env): S3Target | undefined {
  if (!env.BACKUP_S3_URL) return undefined
  const url = new URL(env.BACKUP_S3_URL)
  const path = url.pathname.replace(/^\/+|\/+$/g, '')
  const keys =
    env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY }
      : undefined
  return { bucket: url.hostname, prefix: path ? `${path}/` : '', region: env.BACKUP_S3_REGION, endpoint: env.BACKUP_S3_ENDPOINT, credentials: keys }
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export type S3Backup = { key: string; at: number }

export type BackupStore = {
  /** Where it is, for the log: s3://bucket/prefix/. */
  where: string
  upload: (file: string) => Promise<string>
  /** The backups under the prefix, oldest first (by the time in their names). */
  list: () => Promise<S3Backup[]>
  /** Fetches a backup into `file`; throws when its bytes are not the ones uploaded (their sha256, kept as the object's metadata). */
  download: (key: string, file: string) => Promise<void>
  /** Deletes backups older than `keepDays`, always keeping the newest; says which keys went. */
  prune: (keepDays: number, now?: number) => Promise<string[]>
}

/** The S3 client is loaded only when BACKUP_S3_URL is set (it is a large package). */
export async function s3Store(target: S3Target): Promise<BackupStore> {
  const s3 = await import('@aws-sdk/client-s3')
  const client: S3Client = new s3.S3Client({
    region: target.region,
    endpoint: target.endpoint,
    // A custom endpoint (MinIO, R2, Ceph...) is addressed as endpoint/bucket/key, and may not know S3's newer checksums.
    forcePathStyle: Boolean(target.endpoint),
    requestChecksumCalculation: target.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    responseChecksumValidation: target.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    credentials: target.credentials,
  })
  const { bucket, prefix } = target
  const list = async (): Promise<S3Backup[]> => {
    const found: S3Backup[] = []
    let token: string | undefined
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        const at = object.Key ? backupTime(object.Key.slice(prefix.length)) : undefined
        if (object.Key && at !== undefined) found.push({ key: object.Key, at })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found.sort((a, b) => a.at - b.at)
  }
  return {
    where: `s3://${bucket}/${prefix}`,
    list,
    async upload(file) {
      const key = `${prefix}${basename(file)}`
      const { size } = await stat(file)
      const sha256 = await fileSha256(file)
      const put = { Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: 'application/gzip', Metadata: { sha256 } }
      await client.send(new s3.PutObjectCommand(put))
      return key
    },
    async download(key, file) {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!(answer.Body instanceof Readable)) throw new Error(`s3://${bucket}/${key} came back with no body`)
      await pipeline(answer.Body, createWriteStream(file))
      const uploaded = answer.Metadata?.sha256
      if (uploaded && uploaded !== (await fileSha256(file)))
        throw new OperatorError(`s3://${bucket}/${key} has changed since it was uploaded (its sha256 is not the one recorded then).`)
    },
    async prune(keepDays, now = Date.now()) {
      const old = (await list()).slice(0, -1).filter((backup) => now - backup.at > keepDays * 24 * 60 * 60 * 1000)
      // One at a time: a backup a day leaves few, and DeleteObjects' checksum header is not known to every S3-compatible store.
      for (const { key } of old) await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }))
      return old.map(({ key }) => key)
    },
  }
}

/** Where the backups go: a folder, and S3 too when BACKUP_S3_URL is set; each keeps `keepDays` (BACKUP_KEEP_DAYS). */
export type BackupPlace = { dir: string; store?: BackupStore; keepDays: number }

type PlaceEnv = S3Env & Pick<Env, 'BACKUP_DIR' | 'BACKUP_KEEP_DAYS' | 'DATABASE_URL' | 'DATA_DIR'>

/** BACKUP_DIR, else `backups/` in the data folder (`.data/backups` on PostgreSQL); undefined for a memory:// database. */
export function backupDir(env: PlaceEnv): string | undefined {
  if (env.BACKUP_DIR) return resolve(env.BACKUP_DIR)
  if (env.DATABASE_URL) return resolve('.data/backups')
  return env.DATA_DIR === 'memory://' ? undefined : resolve(join(env.DATA_DIR, backupFolderName))
}

export async function backupPlace(env: PlaceEnv): Promise<BackupPlace | undefined> {
  const dir = backupDir(env)
  if (!dir) return undefined
  const target = s3Target(env)
  return { dir, keepDays: env.BACKUP_KEEP_DAYS, store: target ? await s3Store(target) : undefined }
}
