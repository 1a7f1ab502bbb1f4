import { SERVICE_RANKING_PATH } from '../../../core/domain/life/rankings.ts';

/** The panel as the CMS lists it (its figures come from home/top/10: `answers`, for the stand-in request). */
export default {
  valid: [{ id: 61007, code: 'mycs.life.hot.61007', name: '本地服务排行', typeCode: 'life.ranking.services', contents: [] }],
  invalid: [{ typeCode: 'life.ranking.services', contents: [] }],
  answers: {
    [SERVICE_RANKING_PATH]: {
      list: [
        { id: 1, serviceName: '社保查询', url: '/content/service/1.html', visitNum: 41233 },
        { id: 2, serviceName: '公积金查询', url: '/content/service/2.html', visitNum: 30120 },
        { id: 3, serviceName: '医院挂号', url: '/content/service/3.html', visitNum: 22817 },
        { id: 4, serviceName: '违章查询', url: '/content/service/4.html', visitNum: 9650 },
        { id: 5, serviceName: '水电燃气缴费', visitNum: 4021 },
      ],
      totalVistis: 107841,
    },
  },
};
