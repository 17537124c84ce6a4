// s3rver ships no types: the part the backup test uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  type Options = { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[] }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
