import { Statistic, type StatisticProps } from 'antd';
import { NBSP } from '@russ/schema/common/money';

/** antd's Statistic with Norwegian digit grouping (`1 400`, not antd's default `1,400`). */
export function CountStatistic(props: StatisticProps) {
  return <Statistic groupSeparator={NBSP} {...props} />;
}
