/** Where a published course's analytics open (the analytics feature's page). */
export const analyticsPath = (courseId: string) =>
  `/dashboard/analytics/${encodeURIComponent(courseId)}`;
