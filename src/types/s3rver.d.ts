/** s3rver (a throwaway S3 server for tests/int/s3-storage.int.test.ts) ships no types; what the test uses. */
declare module 's3rver' {
  type Options = { port: number; address: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
