import { expect, test } from '@playwright/test';
import { galleryMessages } from '../../ui/gallery/gallery.messages.ts';
import { picturesMessages } from '../../src/pages/pictures/pictures.messages.ts';

/** Picture news (/imgList) against the local CMS (spec 2 §2, §3 multiList, §7 content/multiPic/{id}, §8). */
const PICTURE_SET = '/imgList?newsId=100319';

test.describe('picture news (/imgList)', () => {
  test('the title, content and pictures with their briefs; a tap opens the gallery at that picture', async ({ page }) => {
    await page.goto(PICTURE_SET);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^组图｜/);
    const pictures = page.getByTestId('picture-list').getByRole('listitem');
    await expect(pictures).toHaveCount(3);
    await expect(pictures.nth(1).locator('figcaption')).toHaveText(/^图2：/);
    await expect(pictures.first().locator('img')).toHaveJSProperty('complete', true);

    await pictures.nth(1).getByRole('link', { name: '查看第2张图片，共3张' }).click();
    const gallery = page.getByRole('dialog', { name: galleryMessages['zh-CN']['gallery.label'] });
    await expect(gallery.locator('.gallery__counter')).toHaveText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
  });

  test('no newsId says so; an unknown one leads to content does not exist', async ({ page }) => {
    await page.goto('/imgList');
    await expect(page.getByRole('alert')).toContainText('新闻ID');
    await page.goto('/imgList?newsId=999999');
    await expect(page).not.toHaveURL(/imgList/);
    await expect(page.getByRole('alert')).toContainText('内容不存在');
  });

  test('preview=1 passes on: an editor sees a draft, a reader does not', async ({ page, context, baseURL }) => {
    await page.goto('/imgList?newsId=100369&preview=1');
    await expect(page.getByRole('alert')).toContainText('内容不存在');
    await context.addCookies([{ name: 'TGT', value: 'TGT-editor-0001', url: baseURL ?? '' }]);
    await page.goto('/imgList?newsId=100369&preview=1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('草稿');
  });

  test('from the home, a picture set opens /imgList and the playback overview opens /PlayBack', async ({ page }) => {
    await page.goto('/');
    const pictureSet = page.locator('[data-testid="card"]').filter({ hasText: /^组图｜/ }).first();
    await pictureSet.scrollIntoViewIfNeeded();
    await pictureSet.click();
    await expect(page).toHaveURL(/\/imgList\?newsId=\d+$/);
    await expect(page.getByTestId('picture-list').getByRole('listitem').first()).toBeVisible();

    await page.goto('/');
    await page.locator('a[href="/PlayBack?id=300037"]').click();
    await expect(page).toHaveURL(/\/PlayBack\?id=300037$/);
    await expect(page.getByTestId('playback-row')).toHaveCount(12);
  });

  test('in English with ?lang=en', async ({ page }) => {
    await page.goto(`${PICTURE_SET}&lang=en`);
    await page.getByRole('link', { name: picturesMessages.en['pictures.open'].replace('{index}', '1').replace('{total}', '3') }).click();
    await expect(page.getByRole('dialog', { name: galleryMessages.en['gallery.label'] })).toBeVisible();
  });
});
