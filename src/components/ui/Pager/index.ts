export { Pager, type PagerProps } from './Pager'
export { default as chipStyles } from './Pager.module.css'
