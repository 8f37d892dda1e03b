/*
 * ELK's own worker script: importing it installs its message handler on this worker's global
 * scope, which `elk-api` on the page talks to. Keeping it here keeps elkjs out of every page bundle.
 */
import 'elkjs/lib/elk-worker.min.js'
