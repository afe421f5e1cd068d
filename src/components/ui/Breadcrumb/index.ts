export { Breadcrumb, breadcrumbJsonLd, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb'
