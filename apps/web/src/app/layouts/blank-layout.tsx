import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

export function BlankLayout() {
  return (
    <Box component="main" id="main-content" mih="100vh">
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
