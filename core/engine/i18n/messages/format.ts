import { defineMessages } from '../define-messages.ts';

export const formatMessages = defineMessages({
  en: {
    'time.secondsAgo': 'Seconds ago',
    'time.minuteAgo': '1 minute ago',
    'time.minutesAgo': '{n} minutes ago',
    'time.hourAgo': '1 hour ago',
    'time.hoursAgo': '{n} hours ago',
    'time.monthDay': '{month}-{day}',
    'time.clock': '{hh}:{mm}',
    'count.units': '1000=K 1000000=M',
  },
  'zh-CN': {
    'time.secondsAgo': '刚刚',
    'time.minuteAgo': '1分钟前',
    'time.minutesAgo': '{n}分钟前',
    'time.hourAgo': '1小时前',
    'time.hoursAgo': '{n}小时前',
    'time.monthDay': '{month}-{day}',
    'time.clock': '{hh}:{mm}',
    'count.units': '10000=万',
  },
  'zh-TW': {
    'time.secondsAgo': '剛剛',
    'time.minuteAgo': '1分鐘前',
    'time.minutesAgo': '{n}分鐘前',
    'time.hourAgo': '1小時前',
    'time.hoursAgo': '{n}小時前',
    'time.monthDay': '{month}-{day}',
    'time.clock': '{hh}:{mm}',
    'count.units': '10000=萬',
  },
});
