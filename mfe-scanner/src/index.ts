// Development only: the standalone page, behind Module Federation's async boundary.
import('./standalone/bootstrap');
