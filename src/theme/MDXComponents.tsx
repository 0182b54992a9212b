/**
 * Theme override (wrap): the components every page may use without importing them. One list,
 * so writers have one place to learn them. Markdown tables and pre-rendered diagrams are wrapped
 * in a ScrollRegion, so that a wide one scrolls inside the column, says so, and keeps its first
 * column (and a long table its header row) in view, on every page at once.
 */
import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {Deprecated, Experimental} from '@site/src/components/LifecycleNote';
import ScrollRegion from '@site/src/components/ScrollRegion';

/** Tables with more body rows than this keep their header row in view. */
const LONG_TABLE_ROWS = 10;

function bodyRowCount(children: ReactNode): number {
  let rows = 0;
  Children.forEach(children, (child) => {
    if (isValidElement<{children?: ReactNode}>(child) && child.type === 'tbody') {
      rows += Children.toArray(child.props.children).filter(isValidElement).length;
    }
  });
  return rows;
}

function MDXTable(props: ComponentProps<'table'>) {
  return (
    <ScrollRegion kind="Table" isLong={bodyRowCount(props.children) > LONG_TABLE_ROWS}>
      <table {...props} />
    </ScrollRegion>
  );
}

/** Diagrams drawn ahead of time are figures of class "diagram" (plugins/prerendered-diagrams). */
function MDXFigure(props: ComponentProps<'figure'>) {
  if (!/\bdiagram\b/.test(props.className ?? '')) return <figure {...props} />;
  return (
    <ScrollRegion kind="Diagram">
      <figure {...props} />
    </ScrollRegion>
  );
}

export default {
  ...MDXComponents,
  table: MDXTable,
  figure: MDXFigure,
  Experimental,
  Deprecated,
};
