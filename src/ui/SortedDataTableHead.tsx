// react-admin's DataTable header, telling assistive technology how the list is sorted: the sorted
// column's header carries aria-sort (ascending or descending), which react-admin's own header cells
// leave out. The theme makes it every DataTable's head (RaDataTable defaultProps).
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTableHead, useDataTableSortContext, type DataTableHeadProps } from 'react-admin';

interface ColumnProps {
  source?: string;
  disableSort?: boolean;
}

export function SortedDataTableHead({ children, ...props }: DataTableHeadProps) {
  const sort = useDataTableSortContext();
  const sorted = (column: ReactElement<ColumnProps>) => sort && column.props.source === sort.field && !column.props.disableSort;
  return (
    <DataTableHead {...props}>
      {Children.map(children, (column: ReactNode) => (isValidElement<ColumnProps>(column) && sorted(column)
        ? cloneElement(column, { 'aria-sort': sort!.order === 'DESC' ? 'descending' : 'ascending' } as ColumnProps)
        : column))}
    </DataTableHead>
  );
}
