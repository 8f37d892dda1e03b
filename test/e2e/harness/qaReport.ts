import { rewriteReportWithWalks } from '../../machines/report'
import { clearUiWalks } from './uiWalkReport'

/**
 * The e2e run's part of the one QA report (`reports/paths/index.html`): the walks of earlier runs
 * are forgotten before the first file starts, and once the last one ends the report is written
 * again with what this run's walks recorded beside the path tests' coverage.
 */
export default function qaReport(): () => void {
  clearUiWalks()
  return () => {
    rewriteReportWithWalks()
    console.info('QA report with the walks on the real pages: reports/paths/index.html')
  }
}
