/** The open-data feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { default as openDataStyles } from './OpenData.module.css'
export { OpenDataSidebar } from './OpenDataSidebar'
export { OpenDataTable } from './OpenDataTable'
export { buildDcatCatalog, buildSchemaOrgCatalog, jsonLdScript } from './dcat'
export { datasetDownload, wantsBom } from './download'
export { toOpenDataRows } from './model'
export { getDatasets } from './queries'
