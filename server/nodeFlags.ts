/**
 * V8 flags every server process runs with (`npm start`, the deployment entry, the cluster's
 * workers, the server bench). Young objects live in two semi-spaces that grow to 16 MB each under
 * load (48 MB of young generation) and are not given back: 8 MB keeps about 25 to 40 MB off the
 * resident memory for a few more short collections (bench:server: 404-449 MB after the run with
 * the default, 352 MB with this and 16 MB of shared buffers).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8']
