import { defineMessages } from '../define-messages.ts';

/** What the comment rules say (spec 2 §5 validation, §8 errors) as notices. */
export const commentsMessages = defineMessages({
  en: {
    'comments.enterContent': 'Please enter comment content',
    'comments.tooLong': 'At most {max} characters can be commented',
    'comments.forbidden': 'Commenting forbidden',
    'comments.publishFailed': 'Publish failed, please retry',
    'comments.published': 'Published',
  },
  'zh-CN': {
    'comments.enterContent': '请输入评论内容',
    'comments.tooLong': '最多只能评论{max}个字',
    'comments.forbidden': '禁止评论',
    'comments.publishFailed': '发布失败，请重试',
    'comments.published': '发布成功',
  },
  'zh-TW': {
    'comments.enterContent': '請輸入評論內容',
    'comments.tooLong': '最多只能評論{max}個字',
    'comments.forbidden': '禁止評論',
    'comments.publishFailed': '發佈失敗，請重試',
    'comments.published': '發佈成功',
  },
});
