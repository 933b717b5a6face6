<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;gpuadvisor {version}&lt;/h3&gt;&lt;p&gt;Which GPU to buy or rent for your deep-learning work: what fits, how fast it runs, what it costs, and whether to buy or rent.&lt;/p&gt;&lt;p&gt;Every figure comes from a transparent, calibrated model; the assumptions behind it are listed with their sources and can be changed.&lt;/p&gt;&lt;p&gt;Qt {qt} · Python&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gpuadvisor {version}&lt;/h3&gt;&lt;p&gt;為您的深度學習工作挑選該自購或租用哪一款 GPU：放不放得下、跑得多快、要花多少錢，以及該自購還是租用。&lt;/p&gt;&lt;p&gt;每個數字都來自透明且經過校準的模型；背後的假設皆列出來源，並可自行修改。&lt;/p&gt;&lt;p&gt;Qt {qt} · Python&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About gpuadvisor</source>
        <translation>關於 gpuadvisor</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New</source>
        <translation>開新檔案(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new project file.</source>
        <translation>建立新的專案檔。</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟舊檔(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project file (*.gpuadv).</source>
        <translation>開啟專案檔（*.gpuadv）。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project file.</source>
        <translation>儲存專案檔。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project under a new name.</source>
        <translation>以新名稱儲存專案。</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>還原檔案(&amp;R)</translation>
    </message>
    <message>
        <source>Discard unsaved changes and reload the file.</source>
        <translation>捨棄未儲存的變更，並重新載入檔案。</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>預覽列印(&amp;V)…</translation>
    </message>
    <message>
        <source>Preview the printed recommendation summary.</source>
        <translation>預覽要列印的建議摘要。</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the recommendation summary.</source>
        <translation>列印建議摘要。</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>匯出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the recommendation summary as a PDF (A4 or Letter).</source>
        <translation>將建議摘要儲存為 PDF（A4 或 Letter）。</translation>
    </message>
    <message>
        <source>Export s&amp;ummary (1 page)…</source>
        <translation>匯出摘要（1 頁）(&amp;U)…</translation>
    </message>
    <message>
        <source>Save only the answer, on one page, as a PDF for the boss.</source>
        <translation>只將結論以一頁 PDF 儲存，方便呈報主管。</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>匯出 Excel(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the answer, the recommendations and the plan as an Excel workbook.</source>
        <translation>將結論、建議與規劃儲存為 Excel 活頁簿。</translation>
    </message>
    <message>
        <source>S&amp;tart page</source>
        <translation>開始頁面(&amp;T)</translation>
    </message>
    <message>
        <source>Examples, templates, recent files, and the guided way to describe a workload.</source>
        <translation>範例、範本、最近的檔案，以及引導式描述工作負載。</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close gpuadvisor.</source>
        <translation>關閉 gpuadvisor。</translation>
    </message>
    <message>
        <source>New wor&amp;kload…</source>
        <translation>新增工作負載(&amp;K)…</translation>
    </message>
    <message>
        <source>Describe a workload in plain words (staff, questions a day, answer within…) and add it.</source>
        <translation>用白話描述工作負載（員工人數、每天問題數、需在多久內回答…）並加入。</translation>
    </message>
    <message>
        <source>Add &amp;workload</source>
        <translation>新增工作負載(&amp;W)</translation>
    </message>
    <message>
        <source>Add a blank workload to the selected project.</source>
        <translation>在選取的專案中新增空白工作負載。</translation>
    </message>
    <message>
        <source>Add &amp;project</source>
        <translation>新增專案(&amp;P)</translation>
    </message>
    <message>
        <source>Add an empty project to the file.</source>
        <translation>在檔案中新增空白專案。</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>Copy the selected workload or project.</source>
        <translation>複製選取的工作負載或專案。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected workload or project.</source>
        <translation>刪除選取的工作負載或專案。</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>重新命名(&amp;N)</translation>
    </message>
    <message>
        <source>Rename the selected workload or project.</source>
        <translation>重新命名選取的工作負載或專案。</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move the selection one place up.</source>
        <translation>將選取項目上移一格。</translation>
    </message>
    <message>
        <source>Move dow&amp;n</source>
        <translation>下移(&amp;N)</translation>
    </message>
    <message>
        <source>Move the selection one place down.</source>
        <translation>將選取項目下移一格。</translation>
    </message>
    <message>
        <source>C&amp;loud providers…</source>
        <translation>雲端供應商(&amp;L)…</translation>
    </message>
    <message>
        <source>Choose the clouds this project may rent from.</source>
        <translation>選擇此專案可以租用的雲端供應商。</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>偏好設定(&amp;F)…</translation>
    </message>
    <message>
        <source>Language, currency and defaults for new projects.</source>
        <translation>語言、幣別，以及新專案的預設值。</translation>
    </message>
    <message>
        <source>&amp;Diagnose slow training…</source>
        <translation>診斷訓練緩慢原因(&amp;D)…</translation>
    </message>
    <message>
        <source>Find the bottleneck of a training run from its utilisation figures.</source>
        <translation>根據使用率數據，找出訓練作業的瓶頸。</translation>
    </message>
    <message>
        <source>My &amp;measurements…</source>
        <translation>我的實測值(&amp;M)…</translation>
    </message>
    <message>
        <source>Runs you measured yourself: they calibrate the speed estimates of that GPU and runtime.</source>
        <translation>您自己實測的執行結果：用來校正該 GPU 與執行環境的速度估計。</translation>
    </message>
    <message>
        <source>&amp;About gpuadvisor</source>
        <translation>關於 gpuadvisor(&amp;A)</translation>
    </message>
    <message>
        <source>Version and credits.</source>
        <translation>版本資訊與致謝。</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>使用手冊(&amp;U)</translation>
    </message>
    <message>
        <source>How to use gpuadvisor, how the numbers are made, and a glossary.</source>
        <translation>如何使用 gpuadvisor、數字如何算出，以及詞彙表。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Add from &amp;template</source>
        <translation>從範本新增(&amp;T)</translation>
    </message>
    <message>
        <source>Move &amp;to project</source>
        <translation>移至專案(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
</context>
<context>
    <name>AnswerView</name>
    <message>
        <source>What the whole plan costs a year: purchases spread over their useful life, electricity, support and rentals. The range shows how far it moves when each input is 20 % off.</source>
        <translation>整個規劃每年的成本：購置費用依使用年限攤提，加上電費、維護支援與租用費用。區間表示每項輸入偏差 20 % 時成本的變動範圍。</translation>
    </message>
    <message>
        <source>The cost per year times each workload&apos;s planning horizon (set per workload).</source>
        <translation>每年成本乘以各工作負載的規劃期間（每個工作負載各自設定）。</translation>
    </message>
    <message>
        <source>The cheapest other way to run the same workloads, for comparison.</source>
        <translation>以最便宜的其他方式執行相同工作負載，供比較。</translation>
    </message>
    <message>
        <source>What to buy or rent, for every workload in the file.</source>
        <translation>檔案中每個工作負載該自購或租用什麼。</translation>
    </message>
    <message>
        <source>The figures that decide it: the cheaper side and by how much.</source>
        <translation>決定結論的數字：哪一方較便宜、便宜多少。</translation>
    </message>
    <message>
        <source>What could make the decision wrong, and how much an input must change before another choice is cheaper.</source>
        <translation>哪些因素可能使決策出錯，以及輸入須改變多少，其他選項才會更便宜。</translation>
    </message>
    <message>
        <source>One line per workload: where it runs, how fast, and what it costs a year. Click a line to see that workload&apos;s recommendations.</source>
        <translation>每個工作負載一行：在哪裡執行、速度多快、每年成本多少。點選一行即可查看該工作負載的建議。</translation>
    </message>
    <message>
        <source>Cumulative cost month by month: buying starts high (the purchase) and then grows slowly; renting starts at zero and grows with use. Where the lines cross, buying has paid for itself.</source>
        <translation>逐月累計成本：自購一開始較高（購置費用），之後緩慢增加；租用從零開始，隨使用量增加。兩線交會處，即自購已回本。</translation>
    </message>
    <message>
        <source>The dates of the prices used. GPU prices change quickly: get current quotes before buying.</source>
        <translation>所用價格的日期。GPU 價格變動很快：購買前請取得最新報價。</translation>
    </message>
    <message>
        <source>How the range is made: each input is moved by 20 % on its own and the plan is priced again.</source>
        <translation>區間的算法：每項輸入各自變動 20 %，再重新計算規劃的價格。</translation>
    </message>
    <message>
        <source>Buy the plan&apos;s machines</source>
        <translation>自購規劃中的機器</translation>
    </message>
    <message>
        <source>Rent the same work</source>
        <translation>租用執行相同工作</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>匯出 PDF…</translation>
    </message>
    <message>
        <source>Save the whole report as a PDF: this answer, then each workload, the charts, the assumptions and the method.</source>
        <translation>將完整報告儲存為 PDF：此結論，接著是各工作負載、圖表、假設與方法。</translation>
    </message>
    <message>
        <source>Summary only (1 page)…</source>
        <translation>僅摘要（1 頁）…</translation>
    </message>
    <message>
        <source>Save only this answer, on one page, as a PDF for the boss.</source>
        <translation>只將此結論以一頁 PDF 儲存，方便呈報主管。</translation>
    </message>
    <message>
        <source>Export Excel…</source>
        <translation>匯出 Excel…</translation>
    </message>
    <message>
        <source>Save the answer, the recommendations and the plan as an Excel workbook.</source>
        <translation>將結論、建議與規劃儲存為 Excel 活頁簿。</translation>
    </message>
    <message>
        <source>Buy or rent, all workloads</source>
        <translation>自購或租用：所有工作負載</translation>
    </message>
    <message>
        <source>Click a workload to see its recommendations.</source>
        <translation>點選工作負載以查看其建議。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>專案</translation>
    </message>
    <message>
        <source>New workload…</source>
        <translation>新增工作負載…</translation>
    </message>
    <message>
        <source>Answer a few plain questions (how many staff, how fast) and the workload is made for you.</source>
        <translation>回答幾個簡單問題（多少員工、要多快），即可為您建立工作負載。</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>開始頁面</translation>
    </message>
    <message>
        <source>Open an example, a recent file or a template.</source>
        <translation>開啟範例、最近的檔案或範本。</translation>
    </message>
    <message>
        <source>The advice could not be made: {message}</source>
        <translation>無法產生建議：{message}</translation>
    </message>
    <message>
        <source>The answer could not be made: {message}</source>
        <translation>無法產生結論：{message}</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>Advising…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>shared server: {machine}</source>
        <translation>共用伺服器：{machine}</translation>
    </message>
    <message>
        <source>Click to see this workload&apos;s recommendations.</source>
        <translation>點選以查看此工作負載的建議。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Opening {name}…</source>
        <translation>正在開啟 {name}…</translation>
    </message>
</context>
<context>
    <name>AssumptionSources</name>
    <message>
        <source>assumption (2026-11): the first users are teams in Taiwan, who price in NT$</source>
        <translation>假設（2026-11）：首批使用者為台灣的團隊，以 NT$ 計價</translation>
    </message>
    <message>
        <source>NT$/US$ rates reported by Liberty Times, CNA and udn for 2025 (intraday low 29.59 on 2025-05-05, year-end close 31.438) and by cnyes and udn for 2026-03 (31.8-31.9); 31.5 is mid-range, ±6 % = 29.6-33.4</source>
        <translation>Liberty Times、CNA 與 udn 報導的 2025 年 NT$/US$ 匯率（2025-05-05 盤中低點 29.59，年底收盤 31.438），以及 cnyes 與 udn 報導的 2026-03 匯率（31.8-31.9）；31.5 為區間中值，±6 % = 29.6-33.4</translation>
    </message>
    <message>
        <source>Taipower tariff review effective 2025-10-01 (udn 2025-09-19/20, cnyes): small-business average NT$4.07/kWh, rounded to 4.1 for an office or lab; factories on high-voltage tariffs pay about NT$4.3</source>
        <translation>Taipower（台電）電價審議結果，2025-10-01 起生效（udn 2025-09-19/20、cnyes）：小型商家平均 NT$4.07/kWh，辦公室或實驗室取 4.1；適用高壓電價的工廠約為 NT$4.3</translation>
    </message>
    <message>
        <source>assumption: 1.3 at a desk (the office air-conditioning); a company server room about 1.8, colocation 1.4 (Taiwan MOEA Energy Administration limit for new colocation data centres of 5 MW or more from 2025-11-05, udn and Liberty Times 2025-11-04); Uptime Institute global average 1.56 (2024 survey)</source>
        <translation>假設：放在辦公桌旁為 1.3（辦公室空調）；公司自有機房約 1.8，機房代管 1.4（Taiwan MOEA Energy Administration（經濟部能源署）自 2025-11-05 起對 5 MW 以上新設代管資料中心的上限，udn 與 Liberty Times 2025-11-04）；Uptime Institute 全球平均 1.56（2024 年調查）</translation>
    </message>
    <message>
        <source>Taiwan Ministry of Finance fixed-asset service-life table: computer equipment 3 years (as cited by chisun-design.com, retrieved 2026-11; check with your accountant)</source>
        <translation>Taiwan Ministry of Finance（財政部）固定資產耐用年數表：電腦設備 3 年（引自 chisun-design.com，2026-11 查閱；請向您的會計師確認）</translation>
    </message>
    <message>
        <source>H100 resale value 25-35 % of the new price after 3 years (GLRI used-GPU index and v2-pseo, retrieved 2026-11; indicative)</source>
        <translation>H100 使用 3 年後的殘值為新品價格的 25-35 %（GLRI used-GPU index 與 v2-pseo，2026-11 查閱；僅供參考）</translation>
    </message>
    <message>
        <source>RTX 3090 sold used for US$500-800 in 2026 against US$1,499 at launch (2020), i.e. 35-55 % after 5.5 years (local-llm.net, 2026); the low end is used</source>
        <translation>RTX 3090 在 2026 年的二手售價為 US$500-800，上市價（2020）為 US$1,499，即 5.5 年後剩 35-55 %（local-llm.net，2026）；本工具採用區間低標</translation>
    </message>
    <message>
        <source>assumption (2026-11): no published resale figures for Macs were found; set conservatively below the 35 % of consumer GPUs</source>
        <translation>假設（2026-11）：查無 Mac 的公開殘值數據；保守設定為低於消費級 GPU 的 35 %</translation>
    </message>
    <message>
        <source>assumption (2026-11): 8 % of the price a year for extended warranty, spare parts and vendor support of a datacenter server; no published benchmark was found</source>
        <translation>假設（2026-11）：資料中心伺服器的延長保固、備品與原廠支援，每年為售價的 8 %；查無公開的參考基準</translation>
    </message>
    <message>
        <source>assumption (2026-11): 2 % of the price a year for repairs and spare parts of a desktop or workstation (range 0-3 %); consumer cards come with the maker&apos;s warranty</source>
        <translation>假設（2026-11）：桌上型電腦或工作站的維修與備品，每年為售價的 2 %（範圍 0-3 %）；消費級顯示卡附有原廠保固</translation>
    </message>
    <message>
        <source>about 1 administrator per 50-100 GPU servers at enterprise scale (tensorsmesh, retrieved 2026-11), i.e. 1.7-3.5 h a month per server; small teams should enter their own hours</source>
        <translation>企業規模下約每 50-100 台 GPU 伺服器配置 1 名管理人員（tensorsmesh，2026-11 查閱），即每台伺服器每月 1.7-3.5 h；小型團隊請填入自己的工時</translation>
    </message>
    <message>
        <source>assumption (2026-11): NT$1,000 for an hour of an engineer&apos;s time in Taiwan, salary and overheads included; enter your own rate</source>
        <translation>假設（2026-11）：台灣工程師每小時的人力成本為 NT$1,000，含薪資與間接成本；請填入您自己的費率</translation>
    </message>
    <message>
        <source>0 for machines in your own office or server room; colocation costs US$150-250 per kW a month (v2-pseo, retrieved 2026-11)</source>
        <translation>放在自家辦公室或機房的機器為 0；機房代管費用為每 kW 每月 US$150-250（v2-pseo，2026-11 查閱）</translation>
    </message>
    <message>
        <source>assumption (2026-11): 0, a cash purchase with no financing cost; enter 5-10 % a year to count it (legitlads.com&apos;s break-even calculator uses 10 %, retrieved 2026-11)</source>
        <translation>假設（2026-11）：0，即現金購買、沒有融資成本；若要計入，請填每年 5-10 %（legitlads.com 的損益兩平計算器採用 10 %，2026-11 查閱）</translation>
    </message>
    <message>
        <source>assumption (2026-11): an idle GPU machine draws 10-15 % of its busy power; Macs use Apple&apos;s published idle power instead (Apple support article 102027, Mac Studio 2023: 10 W idle, 295 W maximum)</source>
        <translation>假設（2026-11）：GPU 機器閒置時的耗電為運算時功耗的 10-15 %；Mac 則改用 Apple 公布的閒置功耗（Apple support article 102027，Mac Studio 2023：閒置 10 W，最高 295 W）</translation>
    </message>
    <message>
        <source>assumption (2026-11): GPUs draw 85 % of their rated power on average while busy; in sustained training an H100 SXM draws about 650 of 700 W and an A100 SXM about 350 of 400 W (lynx-cortex, retrieved 2026-11)</source>
        <translation>假設（2026-11）：GPU 運算時平均耗用額定功率的 85 %；持續訓練時，H100 SXM 約耗用 700 W 中的 650 W，A100 SXM 約耗用 400 W 中的 350 W（lynx-cortex，2026-11 查閱）</translation>
    </message>
    <message>
        <source>assumption (2026-11): storage, data egress and support add 10 % to the GPU-hour bill; SemiAnalysis ClusterMAX TCO (clustermax.ai, 2026-04-20) lists eight such cost lines beyond the GPU price</source>
        <translation>假設（2026-11）：儲存、對外資料流量與支援費用使 GPU 時數帳單增加 10 %；SemiAnalysis ClusterMAX TCO（clustermax.ai，2026-04-20）列出 GPU 價格以外的八項此類成本</translation>
    </message>
    <message>
        <source>0: a 1-year commitment is offered only at the provider&apos;s published price (AWS reserved instances, Google Cloud committed use); enter the discount of an offer you hold to price the others. For scale: AWS p5 (8x H100) 1-year reserved 41 % below on-demand (NextPlatform, 2023-07-27); reservations typically 30-50 % off (mercatus-ai, 2026-05)</source>
        <translation>0：只以業者公開的價格提供 1 年期承諾方案（AWS 預留執行個體、Google Cloud 承諾使用折扣）；若您手上有報價，填入其折扣，即可為其他業者計價。參考：AWS p5（8x H100）1 年期預留比隨需價格低 41 %（NextPlatform，2023-07-27）；預留方案通常折扣 30-50 %（mercatus-ai，2026-05）</translation>
    </message>
    <message>
        <source>0: a 3-year commitment is offered only at the provider&apos;s published price (AWS reserved instances, Google Cloud committed use); enter the discount of an offer you hold to price the others. For scale: AWS p5 (8x H100) 3-year reserved 56 % below on-demand (NextPlatform, 2023-07-27)</source>
        <translation>0：只以業者公開的價格提供 3 年期承諾方案（AWS 預留執行個體、Google Cloud 承諾使用折扣）；若您手上有報價，填入其折扣，即可為其他業者計價。參考：AWS p5（8x H100）3 年期預留比隨需價格低 56 %（NextPlatform，2023-07-27）</translation>
    </message>
    <message>
        <source>assumption (2026-11): about one interruption in 50 hours; AWS lists V100 spot interruption frequency above 20 % a month (quoted in Tim Dettmers, &apos;Which GPU(s) to Get for Deep Learning&apos;, 2020 edition), and spot capacity can vanish for hours (Wu et al., &apos;Can&apos;t Be Late&apos;, NSDI 2024)</source>
        <translation>假設（2026-11）：約每 50 小時中斷一次；AWS 列出的 V100 Spot 中斷頻率為每月 20 % 以上（引自 Tim Dettmers，&apos;Which GPU(s) to Get for Deep Learning&apos;，2020 年版），且 Spot 容量可能連續數小時無法取得（Wu et al.，&apos;Can&apos;t Be Late&apos;，NSDI 2024）</translation>
    </message>
    <message>
        <source>assumption (2026-11): a checkpoint every hour; the best interval is about √(2 × checkpoint write time ÷ interruption rate) (Young 1974; Daly 2006)</source>
        <translation>假設（2026-11）：每小時儲存一次檢查點；最佳間隔約為 √(2 × 檢查點寫入時間 ÷ 中斷率)（Young 1974；Daly 2006）</translation>
    </message>
    <message>
        <source>assumption (2026-11): when a deadline is tight, 20 % of the hours fall back to on-demand, as in the &apos;Uniform Progress&apos; policy (Wu et al., &apos;Can&apos;t Be Late&apos;, NSDI 2024)</source>
        <translation>假設（2026-11）：截止期限緊迫時，有 20 % 的時數改用隨需執行，如同 &apos;Uniform Progress&apos; 策略（Wu et al.，&apos;Can&apos;t Be Late&apos;，NSDI 2024）</translation>
    </message>
    <message>
        <source>assumption (2026-11): 15 minutes per run to start the machine and load the data, the &apos;changeover delay&apos; of Wu et al., &apos;Can&apos;t Be Late&apos; (NSDI 2024)</source>
        <translation>假設（2026-11）：每次執行需 15 分鐘啟動機器並載入資料，即 Wu et al.，&apos;Can&apos;t Be Late&apos;（NSDI 2024）所稱的 &apos;changeover delay&apos;</translation>
    </message>
    <message>
        <source>assumption (2026-11): a machine is busy at most 85 % of its month, the rest goes to maintenance, updates and gaps between jobs; GPU clouds report 75-90 % (disintermediate.global, retrieved 2026-11)</source>
        <translation>假設（2026-11）：一台機器每月最多有 85 % 的時間在運算，其餘用於維護、更新與工作之間的空檔；GPU 雲端業者回報為 75-90 %（disintermediate.global，2026-11 查閱）</translation>
    </message>
    <message>
        <source>assumption (2026-11): the public clouds and established GPU clouds; marketplaces (Vast, Lium) are off because their prices are single hosts&apos; offers, not list prices (SkyPilot catalog, github.com/skypilot-org/skypilot-catalog, 2026)</source>
        <translation>假設（2026-11）：公有雲與成熟的 GPU 雲端業者；市集平台（Vast、Lium）預設不納入，因為其價格是單一主機的報價，並非公開牌價（SkyPilot catalog，github.com/skypilot-org/skypilot-catalog，2026）</translation>
    </message>
    <message>
        <source>assumption (2026-11): 10 % of device memory kept free for allocator fragmentation and spikes (PyTorch CUDA memory management docs); vLLM likewise leaves 10 % free by default (gpu_memory_utilization 0.9, vLLM 0.6, 2024-09, docs.vllm.ai)</source>
        <translation>假設（2026-11）：保留裝置記憶體的 10 % 不用，以因應配置器的記憶體碎片與用量突增（PyTorch CUDA memory management 文件）；vLLM 預設同樣保留 10 %（gpu_memory_utilization 0.9，vLLM 0.6，2024-09，docs.vllm.ai）</translation>
    </message>
    <message>
        <source>Taipower supplies homes and small offices at 110 V (220 V for large appliances), Taipower electricity supply rules (2026); elsewhere 220-240 V</source>
        <translation>台電供應住家與小型辦公室 110 V 電力（大型電器為 220 V），台電營業規章（2026）；其他地區為 220-240 V</translation>
    </message>
    <message>
        <source>an office branch circuit is typically 15 or 20 A; a continuous load may use 80 % of it (NFPA 70, National Electrical Code 210.19(A) and 210.20(A), 2023 edition)</source>
        <translation>辦公室分支電路通常為 15 或 20 A；持續性負載可使用其 80 %（NFPA 70, National Electrical Code 210.19(A) 與 210.20(A)，2023 年版）</translation>
    </message>
    <message>
        <source>assumption (2026-11): an answer streamed slower than reading speed (~5 tokens/s) is not usable</source>
        <translation>假設（2026-11）：回答的串流速度若低於閱讀速度（約 5 tokens/s）就無法使用</translation>
    </message>
    <message>
        <source>assumption (2026-12): 09:00-18:00, an office day in Taiwan of 8 working hours and a lunch break (Labor Standards Act art. 30, as amended 2016: at most 8 regular hours a day and 40 a week; art. 35: a break after 4 hours); a service for staff stays up over lunch, so its window is 9 h</source>
        <translation>假設（2026-12）：09:00-18:00，台灣辦公日為 8 小時工時加午休（勞動基準法第 30 條，2016 年修正：每日正常工時不超過 8 小時、每週不超過 40 小時；第 35 條：工作 4 小時後應有休息）；供員工使用的服務午休時間仍持續運作，因此其時段為 9 小時</translation>
    </message>
    <message>
        <source>Labor Standards Act art. 36 (as amended 2016): two days off in seven, one of them a fixed rest day; Monday to Friday in most Taiwanese offices</source>
        <translation>勞動基準法第 36 條（2016 年修正）：每七日應有二日休息，其中一日為例假；台灣多數辦公室為週一至週五上班</translation>
    </message>
    <message>
        <source>Directorate-General of Personnel Administration (行政院人事行政總處), government office calendar for 2026 (approved 2025-06-13): 120 days off, 16 of them national holidays or their make-up days on weekdays; off by default, as companies set their own calendars</source>
        <translation>行政院人事行政總處，2026 年政府機關辦公日曆表（2025-06-13 核定）：放假 120 天，其中 16 天為平日的國定假日或補假；預設為不放假，因各公司自訂行事曆</translation>
    </message>
</context>
<context>
    <name>AssumptionsEditor</name>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>% of the price a year</source>
        <translation>%/年（占售價）</translation>
    </message>
    <message>
        <source>% of busy power</source>
        <translation>%（占運算時功耗）</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>%（占 TDP）</translation>
    </message>
    <message>
        <source>% of device memory</source>
        <translation>%（占裝置記憶體）</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>h a month</source>
        <translation>h/月</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>次/小時</translation>
    </message>
    <message>
        <source>V (volts)</source>
        <translation>伏特</translation>
    </message>
    <message>
        <source>A (amperes)</source>
        <translation>安培</translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation>雲端供應商</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>來源：{source}</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Choose the clouds this project may rent from.</source>
        <translation>選擇此專案可以租用的雲端供應商。</translation>
    </message>
    <message>
        <source>Efficiency overrides</source>
        <translation>效率參數覆寫</translation>
    </message>
    <message>
        <source>Replace one of the engine&apos;s efficiency constants (share of peak, or its own unit).</source>
        <translation>取代引擎的某個效率常數（以理論峰值的比例表示，或使用該常數本身的單位）。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>key, e.g. train_mfu</source>
        <translation>鍵，例如 train_mfu</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>efficiency overrides</source>
        <translation>效率參數覆寫</translation>
    </message>
    <message>
        <source>Change {setting}</source>
        <translation>變更「{setting}」</translation>
    </message>
    <message>
        <source>This value is not allowed.</source>
        <translation>不允許使用此數值。</translation>
    </message>
    <message>
        <source>Choose a key first.</source>
        <translation>請先選擇一個鍵。</translation>
    </message>
</context>
<context>
    <name>BoundField</name>
    <message>
        <source>(not set)</source>
        <translation>（未設定）</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>{field}: is required</source>
        <translation>{field}：為必填</translation>
    </message>
    <message>
        <source>{field}: must be text (got {value})</source>
        <translation>{field}：必須是文字（實際為 {value}）</translation>
    </message>
    <message>
        <source>{file}: {section} entry {index} (&apos;{name}&apos;): {problem}</source>
        <translation>{file}：{section} 第 {index} 筆（「{name}」）：{problem}</translation>
    </message>
    <message>
        <source>{file}: {section} entry {index}: {problem}</source>
        <translation>{file}：{section} 第 {index} 筆：{problem}</translation>
    </message>
    <message>
        <source>{problem} (and {n} more)</source>
        <translation>{problem}（另有 {n} 項）</translation>
    </message>
    <message>
        <source>{file}: catalog file is missing</source>
        <translation>{file}：找不到型錄檔</translation>
    </message>
    <message>
        <source>{file}: cannot read the catalog file ({error})</source>
        <translation>{file}：無法讀取型錄檔（{error}）</translation>
    </message>
    <message>
        <source>{file}: not valid JSON (line {line}, column {column}: {error})</source>
        <translation>{file}：不是有效的 JSON（第 {line} 行，第 {column} 欄：{error}）</translation>
    </message>
    <message>
        <source>invalid entry</source>
        <translation>無效的項目</translation>
    </message>
    <message>
        <source>{problem}; entry skipped</source>
        <translation>{problem}；已略過此項目</translation>
    </message>
    <message>
        <source>{file}: expected a JSON object with {sections}; file ignored</source>
        <translation>{file}：應為包含 {sections} 的 JSON 物件；已忽略此檔案</translation>
    </message>
    <message>
        <source>{file}: unknown section &apos;{section}&apos; ignored (use {sections})</source>
        <translation>{file}：已忽略未知的區段「{section}」（請使用 {sections}）</translation>
    </message>
    <message>
        <source>{file}: {section}: must be a list; section ignored</source>
        <translation>{file}：{section}：必須是清單；已忽略此區段</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必須是物件</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>無法讀取（{error}）</translation>
    </message>
    <message>
        <source>provider and instance_type: are required</source>
        <translation>provider 與 instance_type：為必填欄位</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <extracomment>An override file is a hand-written list of prices and machines: larger than this it is not one.</extracomment>
        <translation>無法讀取檔案（{error}）</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device)</source>
        <translation>不是一般檔案（而是資料夾、管線或裝置）</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>大於 {limit} MB</translation>
    </message>
    <message>
        <source>a number with {n} digits is not a price or a count</source>
        <translation>{n} 位數的數字不可能是價格或數量</translation>
    </message>
    <message>
        <source>{value} is not a number a catalog entry can hold</source>
        <translation>{value} 不是型錄項目可以使用的數值</translation>
    </message>
    <message>
        <source>{file}: {problem}; file ignored</source>
        <translation>{file}：{problem}；已忽略此檔案</translation>
    </message>
    <message>
        <source>{file}: not UTF-8 text; file ignored</source>
        <translation>{file}：不是 UTF-8 文字；已忽略此檔案</translation>
    </message>
    <message>
        <source>{file}: nested too deeply to be an override file; file ignored</source>
        <translation>{file}：巢狀層數過深，不可能是覆寫檔；已忽略此檔案</translation>
    </message>
    <message>
        <source>accelerator: unknown accelerator &apos;{name}&apos;</source>
        <translation>accelerator：未知的加速器「{name}」</translation>
    </message>
    <message>
        <source>{file}: not valid JSON (line {line}, column {column}: {error}); file ignored</source>
        <translation>{file}：不是有效的 JSON（第 {line} 行，第 {column} 欄：{error}）；已忽略此檔案</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Picture (PNG)…</source>
        <translation>圖片（PNG）…</translation>
    </message>
    <message>
        <source>Vector drawing (SVG)…</source>
        <translation>向量圖（SVG）…</translation>
    </message>
    <message>
        <source>Numbers (CSV)…</source>
        <translation>數值（CSV）…</translation>
    </message>
    <message>
        <source>Nothing to show for this workload.</source>
        <translation>此工作負載沒有可顯示的內容。</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>Renting {caveat}</source>
        <translation>租用{caveat}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>no crossover within {n} months</source>
        <translation>{n} 個月內沒有交叉點</translation>
    </message>
    <message>
        <source>crossover: month {m}</source>
        <translation>交叉點：第 {m} 個月</translation>
    </message>
    <message>
        <source>month {m} to none within {n} months</source>
        <translation>第 {m} 個月至 {n} 個月內沒有</translation>
    </message>
    <message>
        <source>months {low}–{high}</source>
        <translation>第 {low}–{high} 個月</translation>
    </message>
    <message>
        <source>for comparison only (data must stay on-premises)</source>
        <translation>僅供比較（資料必須留在地端）</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>does not fit: {reason}</source>
        <translation>不可行：{reason}</translation>
    </message>
    <message>
        <source>{series} {amount}</source>
        <extracomment>Most buy-vs-rent charts a printed report carries. A project of hundreds of workloads would otherwise print (and hold in memory) a chart per workload; the window draws any workload&apos;s.</extracomment>
        <translation>{series} {amount}</translation>
    </message>
    <message>
        <source>Not drawn, far above the others: {lines} by month {m}</source>
        <translation>未繪出（遠高於其他線）：{lines}，至第 {m} 個月</translation>
    </message>
    <message>
        <source>{crossover} (80 % range: as early as month {m})</source>
        <translation>{crossover}（80 % 區間：最早第 {m} 個月）</translation>
    </message>
    <message>
        <source>{crossover} (80 % range: {range})</source>
        <translation>{crossover}（80 % 區間：{range}）</translation>
    </message>
    <message>
        <source>Not drawn, far above the others: {lines} a month</source>
        <translation>未繪出（遠高於其他線）：{lines}（每月）</translation>
    </message>
    <message>
        <source>no break-even: renting is cheaper at any usage</source>
        <translation>無損益兩平點：不論使用量多少，租用都比較便宜</translation>
    </message>
    <message>
        <source>break-even {h} h/month: above one machine&apos;s month</source>
        <translation>損益兩平 {h} h/月：超過單台機器一個月的總時數</translation>
    </message>
    <message>
        <source>break-even: {h} h/month ({u})</source>
        <translation>損益兩平：{h} h/月（{u}）</translation>
    </message>
    <message>
        <source>{title} — renting {caveat}</source>
        <translation>{title} — 租用{caveat}</translation>
    </message>
    <message>
        <source>Cumulative cost over {n} months</source>
        <translation>{n} 個月累計成本</translation>
    </message>
    <message>
        <source>Monthly cost vs busy hours per month</source>
        <extracomment>a commitment line that ends above this many times the highest of the other lines (and their ranges) is not drawn: a year&apos;s reservation of a GPU a job uses a few hours a quarter would flatten the lines being compared into the axis; the chart names it and its cost instead</extracomment>
        <translation>每月成本與每月使用時數</translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation>每個裝置的記憶體（GiB）</translation>
    </message>
    <message>
        <source>Cost per month by component (always on)</source>
        <translation>每月成本組成（全天候開機）</translation>
    </message>
    <message>
        <source>Cost per run by component</source>
        <translation>每次執行成本組成</translation>
    </message>
    <message>
        <source>What flips the decision: ±{p} on each input</source>
        <translation>哪些因素會改變結論：各項輸入 ±{p}</translation>
    </message>
    <message>
        <source>{option} has no price in the catalog: enter a quote to compare it</source>
        <translation>型錄中沒有 {option} 的價格：請輸入報價以進行比較</translation>
    </message>
    <message>
        <source>No option fits this workload, so there is nothing to compare. The Workloads view says why each option is ruled out; pick an option above to chart it anyway.</source>
        <translation>沒有方案能執行此工作負載，因此無從比較。「工作負載」頁列出每個方案被排除的原因；仍可在上方選一個方案畫出圖表。</translation>
    </message>
    <message>
        <source>no owned machine fits this workload: nothing to compare with renting</source>
        <translation>沒有可行的自購機器：無法與租用比較</translation>
    </message>
    <message>
        <source>no rented option fits this workload: nothing to compare with buying</source>
        <translation>沒有可行的租用方案：無法與自購比較</translation>
    </message>
    <message>
        <source>for comparison only: the data must stay on-premises, so renting is not an option</source>
        <translation>僅供比較：資料必須留在地端，因此無法選擇租用</translation>
    </message>
    <message>
        <source>{option} does not fit: {reason}</source>
        <translation>{option} 不可行：{reason}</translation>
    </message>
    <message>
        <source>{what} ({currency})</source>
        <translation>{what}（{currency}）</translation>
    </message>
    <message>
        <source>No workload has both an owned and a rented option to compare yet.</source>
        <extracomment>the series of ``charts_data.cumulative_data`` that holds each billing mode</extracomment>
        <translation>目前尚無同時具備自購與租用選項可供比較的工作負載。</translation>
    </message>
    <message>
        <source>Cumulative cost of the plan bought (purchase at month 0, running costs each month, resale at the end) against the same work rented.</source>
        <translation>自購規劃（第 0 個月購置、每月營運成本、期末轉售）與租用執行相同工作的累計成本比較。</translation>
    </message>
    <message>
        <source>For workloads whose data must stay in the company, renting is shown for comparison only.</source>
        <translation>資料必須留在公司內部的工作負載，租用僅供比較。</translation>
    </message>
    <message>
        <source>Bought includes the shared {machine}.</source>
        <translation>自購包含共用的 {machine}。</translation>
    </message>
    <message>
        <source>Not included (no option to compare): {workloads}.</source>
        <translation>未納入（無可比較的選項）：{workloads}。</translation>
    </message>
    <message>
        <source>the plan&apos;s machines, bought</source>
        <translation>規劃中的機器（自購）</translation>
    </message>
    <message>
        <source>the same work, rented</source>
        <translation>相同工作（租用）</translation>
    </message>
    <message>
        <source>Buy vs rent, all workloads: cumulative cost over {n} months</source>
        <translation>自購與租用（所有工作負載）：{n} 個月累計成本</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>The workload these charts compare. It follows the selection in the project tree; pick another one here to compare it instead.</source>
        <translation>這些圖表所比較的工作負載。預設跟隨專案樹狀清單中的選取項目；也可以在這裡改選其他工作負載來比較。</translation>
    </message>
    <message>
        <source>Best of each</source>
        <translation>各取最佳</translation>
    </message>
    <message>
        <source>Compare the cheapest owned and the cheapest rented option that fit</source>
        <translation>比較可行方案中最便宜的自購方案與最便宜的租用方案</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Every machine to buy; type to search</source>
        <translation>所有可購買的機器；輸入文字即可搜尋</translation>
    </message>
    <message>
        <source>Every instance to rent; type to search</source>
        <translation>所有可租用的執行個體；輸入文字即可搜尋</translation>
    </message>
    <message>
        <source>Enter a quote…</source>
        <translation>輸入報價…</translation>
    </message>
    <message>
        <source>Price the selected machine with a vendor&apos;s quote</source>
        <translation>以廠商的報價為所選機器計價</translation>
    </message>
    <message>
        <source>Price the selected instance with a provider&apos;s quoted hourly rate</source>
        <translation>以供應商報價的每小時費率為所選執行個體計價</translation>
    </message>
    <message>
        <source>Remove quote</source>
        <translation>移除報價</translation>
    </message>
    <message>
        <source>Remove this quote from the project</source>
        <translation>從專案中移除此報價</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累計成本</translation>
    </message>
    <message>
        <source>Cost vs usage</source>
        <translation>成本與使用量</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次執行成本</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感度分析</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作負載：</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>新增報價</translation>
    </message>
    <message>
        <source>{project} — {workload}</source>
        <translation>{project} — {workload}</translation>
    </message>
    <message>
        <source>{option} — no price: enter a quote</source>
        <translation>{option} — 沒有價格：請輸入報價</translation>
    </message>
    <message>
        <source>{option} — {cost}/year, for comparison only</source>
        <translation>{option} — 每年 {cost}，僅供比較</translation>
    </message>
    <message>
        <source>{option} — {problem}</source>
        <translation>{option} — {problem}</translation>
    </message>
    <message>
        <source>Rented — {caveat}</source>
        <translation>租用 — {caveat}</translation>
    </message>
    <message>
        <source>Type to search ({caveat})</source>
        <translation>輸入文字即可搜尋，{caveat}</translation>
    </message>
    <message>
        <source>Type to search: name, provider, GPU, instance type</source>
        <translation>輸入文字即可搜尋：名稱、供應商、GPU、執行個體類型</translation>
    </message>
    <message>
        <source>{option} — {cost}/year</source>
        <translation>{option} — 每年 {cost}</translation>
    </message>
    <message>
        <source>No owned machine fits — pick one to compare anyway</source>
        <translation>沒有可行的自購機器 — 仍可挑選一台來比較</translation>
    </message>
    <message>
        <source>No rented option fits — pick one to compare anyway</source>
        <translation>沒有可行的租用方案 — 仍可挑選一個來比較</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>No workload</source>
        <translation>沒有工作負載</translation>
    </message>
    <message>
        <source>Add a workload to see its charts.</source>
        <translation>新增工作負載即可查看其圖表。</translation>
    </message>
    <message>
        <source>Needs an owned and a rented option.</source>
        <translation>需要一個自購方案和一個租用方案。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>keep settings and user data in this folder (development, tests)</source>
        <translation>將設定與使用者資料存放在此資料夾（開發、測試用）</translation>
    </message>
    <message>
        <source>language of the output</source>
        <translation>輸出語言</translation>
    </message>
    <message>
        <source>Which GPU to buy or rent for your deep-learning work.</source>
        <translation>為您的深度學習工作建議該自購或租用哪款 GPU。</translation>
    </message>
    <message>
        <source>Open the gpuadvisor window.</source>
        <translation>開啟 gpuadvisor 視窗。</translation>
    </message>
    <message>
        <source>project file (*.gpuadv) to open</source>
        <translation>要開啟的專案檔（*.gpuadv）</translation>
    </message>
    <message>
        <source>headless smoke test, then exit</source>
        <translation>無介面冒煙測試（smoke test），完成後結束</translation>
    </message>
    <message>
        <source>gpuadvisor: {error}</source>
        <translation>gpuadvisor：{error}</translation>
    </message>
    <message>
        <source>ranked options per workload and the project plan</source>
        <translation>每個工作負載的方案排名與專案規劃</translation>
    </message>
    <message>
        <source>project file (*.gpuadv)</source>
        <translation>專案檔（*.gpuadv）</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>以機器可讀格式輸出</translation>
    </message>
    <message>
        <source>how to rank the options (default lowest_cost)</source>
        <translation>方案排序方式（預設 lowest_cost）</translation>
    </message>
    <message>
        <source>options shown per workload (default 5)</source>
        <translation>每個工作負載顯示的方案數（預設 5）</translation>
    </message>
    <message>
        <source>--top must be at least 1</source>
        <translation>--top 至少須為 1</translation>
    </message>
    <message>
        <source>{title}  —  {n} hardware options, catalog {oldest} … {newest}</source>
        <translation>{title}  —  {n} 個硬體方案，型錄 {oldest} … {newest}</translation>
    </message>
    <message>
        <source>warning: {message}</source>
        <translation>警告：{message}</translation>
    </message>
    <message>
        <source>== {project} / {workload}  ({kind}, {model}): {error}</source>
        <translation>== {project} / {workload}  （{kind}，{model}）：{error}</translation>
    </message>
    <message>
        <source>== {project} / {workload}  ({kind}, {model}): {n} of {m} options fit</source>
        <translation>== {project} / {workload}  （{kind}，{model}）：{m} 個方案中有 {n} 個可行</translation>
    </message>
    <message>
        <source>with gradient checkpointing (recompute: full) it fits {option} for {cost}/year instead of {best} at {best_cost}/year; each step computes about a third more</source>
        <translation>開啟梯度檢查點（重新計算：完整）時可改用 {option}，每年 {cost}，而不是 {best}（每年 {best_cost}）；每步約多三分之一的運算</translation>
    </message>
    <message>
        <source>nothing within the budget of {budget} a year runs it; the cheapest option that does: {option}, {cost} a year</source>
        <translation>每年 {budget} 的預算內沒有方案能執行；最便宜的可行方案：{option}，每年 {cost}</translation>
    </message>
    <message>
        <source>no option fits:</source>
        <translation>沒有可行方案：</translation>
    </message>
    <message>
        <source>{option}: {reasons} → {suggestions}</source>
        <translation>{option}：{reasons} → {suggestions}</translation>
    </message>
    <message>
        <source>{option}: {reasons}</source>
        <translation>{option}：{reasons}</translation>
    </message>
    <message>
        <source>option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>memory GiB</source>
        <translation>記憶體 GiB</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>每次執行</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>該次執行費用</translation>
    </message>
    <message>
        <source>why: {explanation}</source>
        <translation>理由：{explanation}</translation>
    </message>
    <message>
        <source>{option}: {comment}</source>
        <translation>{option}：{comment}</translation>
    </message>
    <message>
        <source>== Plan</source>
        <translation>== 規劃</translation>
    </message>
    <message>
        <source>{amount}/year</source>
        <translation>{amount}/年</translation>
    </message>
    <message>
        <source>(one run: {amount}, spread over a {years}-year horizon)</source>
        <translation>（單次執行 {amount}，分攤於 {years} 年規劃期）</translation>
    </message>
    <message>
        <source>per-workload plan: {amount}/year</source>
        <translation>各工作負載分開規劃：{amount}/年</translation>
    </message>
    <message>
        <source>one shared server: {machine} for {workloads}: {amount}/year (utilisation {utilisation})</source>
        <translation>單一共用伺服器：以 {machine} 執行 {workloads}：{amount}/年（使用率 {utilisation}）</translation>
    </message>
    <message>
        <source>compare the engine&apos;s predictions with measurements in a calibration CSV</source>
        <translation>將引擎的預測值與校正 CSV 中的實測值比較</translation>
    </message>
    <message>
        <source>Predict every row of a calibration CSV (one published measurement per row, in structured columns such as model_ref, hardware_ref, workload, metric and value) and report the error per metric and category.</source>
        <translation>預測校正 CSV 的每一列（每列一筆公開的實測值，以 model_ref、hardware_ref、workload、metric、value 等結構化欄位表示），並依指標與類別回報誤差。</translation>
    </message>
    <message>
        <source>calibration file (CSV with the structured columns)</source>
        <translation>校正檔（含結構化欄位的 CSV）</translation>
    </message>
    <message>
        <source>80 % intervals: {coverage} of the measurements inside; median half-width {width} %</source>
        <translation>80 % 區間：{coverage} 的量測值落在區間內；半寬中位數 {width} %</translation>
    </message>
    <message>
        <source>list what the catalogs hold (accelerators, cloud offers, systems, models)</source>
        <translation>列出型錄內容（加速器、雲端方案、系統、模型）</translation>
    </message>
    <message>
        <source>Summarise the loaded catalogs: counts, cloud providers, price dates and override warnings.</source>
        <translation>摘要已載入的型錄：數量、雲端供應商、價格日期與覆寫警告。</translation>
    </message>
    <message>
        <source>print a JSON object instead of text</source>
        <translation>輸出 JSON 物件而非文字</translation>
    </message>
    <message>
        <source>gpuadvisor catalogs ({folder})</source>
        <translation>gpuadvisor 型錄（{folder}）</translation>
    </message>
    <message>
        <source>gpuadvisor catalogs</source>
        <translation>gpuadvisor 型錄</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>cloud offers</source>
        <translation>雲端方案</translation>
    </message>
    <message>
        <source>from {n} providers</source>
        <translation>來自 {n} 家供應商</translation>
    </message>
    <message>
        <source>systems</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>providers</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>{oldest} .. {newest} (oldest .. newest as_of)</source>
        <translation>{oldest} .. {newest}（最舊 .. 最新的 as_of）</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>why is my training slow? (from GPU/CPU utilisation and memory)</source>
        <translation>為什麼我的訓練很慢？（依 GPU／CPU 使用率與記憶體判斷）</translation>
    </message>
    <message>
        <source>average GPU utilisation, %%</source>
        <translation>平均 GPU 使用率，%%</translation>
    </message>
    <message>
        <source>average CPU utilisation, %%</source>
        <translation>平均 CPU 使用率，%%</translation>
    </message>
    <message>
        <source>GPU memory in use, GB</source>
        <translation>已使用的顯示記憶體，GB</translation>
    </message>
    <message>
        <source>GPU memory of the device, GB</source>
        <translation>裝置的顯示記憶體容量，GB</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>每步（step）秒數</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>DataLoader worker 數</translation>
    </message>
    <message>
        <source>fp32, fp16, bf16 ...</source>
        <translation>fp32、fp16、bf16 ...</translation>
    </message>
    <message>
        <source>training runs inside a virtual machine</source>
        <translation>訓練在虛擬機器中執行</translation>
    </message>
    <message>
        <source>Bottleneck: {bottleneck}</source>
        <translation>瓶頸：{bottleneck}</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>判斷依據：</translation>
    </message>
    <message>
        <source>Fixes:</source>
        <translation>改善方式：</translation>
    </message>
    <message>
        <source>write the recommendation report as a PDF or an Excel workbook</source>
        <translation>將建議報告輸出為 PDF 或 Excel 活頁簿</translation>
    </message>
    <message>
        <source>where to write the PDF</source>
        <translation>PDF 的輸出位置</translation>
    </message>
    <message>
        <source>where to write the Excel workbook (recommendations, plan, cost series)</source>
        <translation>Excel 活頁簿的存放位置（建議方案、規劃、成本走勢）</translation>
    </message>
    <message>
        <source>print only page 1 of the PDF: the answer for the whole file</source>
        <translation>PDF 只輸出第 1 頁：整個檔案的結論</translation>
    </message>
    <message>
        <source>page size (default A4)</source>
        <translation>頁面大小（預設 A4）</translation>
    </message>
    <message>
        <source>leave the buy-vs-rent charts out</source>
        <translation>不含自購還是租用的比較圖表</translation>
    </message>
    <message>
        <source>{file}: the output file must end in {suffix}</source>
        <translation>{file}：輸出檔名必須以 {suffix} 結尾</translation>
    </message>
    <message>
        <source>{file}: is a folder</source>
        <translation>{file}：這是資料夾</translation>
    </message>
    <message>
        <source>{file}: say where to write the report: --pdf OUT.pdf and/or --xlsx OUT.xlsx</source>
        <translation>{file}：請指定報告的輸出位置：--pdf OUT.pdf 和／或 --xlsx OUT.xlsx</translation>
    </message>
    <message>
        <source>{file}: could not write the PDF ({why})</source>
        <translation>{file}：無法寫入 PDF（{why}）</translation>
    </message>
    <message>
        <source>{file}: folder {folder} does not exist</source>
        <translation>{file}：資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>check that a project file (*.gpuadv) loads</source>
        <translation>檢查專案檔（*.gpuadv）能否載入</translation>
    </message>
    <message>
        <source>Check that a project file loads: envelope, schema version, every field.</source>
        <translation>檢查專案檔能否載入：外層封裝、schema 版本，以及每個欄位。</translation>
    </message>
    <message>
        <source>{n} project</source>
        <translation>{n} 個專案</translation>
    </message>
    <message>
        <source>{n} projects</source>
        <translation>{n} 個專案</translation>
    </message>
    <message>
        <source>{n} workload</source>
        <translation>{n} 個工作負載</translation>
    </message>
    <message>
        <source>{n} workloads</source>
        <translation>{n} 個工作負載</translation>
    </message>
    <message>
        <source>{projects}, {workloads}; schema {old}, saved as schema {new} on the next save</source>
        <translation>{projects}、{workloads}；schema {old}，下次儲存時將存為 schema {new}</translation>
    </message>
    <message>
        <source>{projects}, {workloads}</source>
        <translation>{projects}、{workloads}</translation>
    </message>
    <message>
        <source>{file}: OK ({counts})</source>
        <translation>{file}：OK（{counts}）</translation>
    </message>
</context>
<context>
    <name>Cluster</name>
    <message>
        <source>the provider documents no largest cluster: up to {n} nodes assumed</source>
        <extracomment>Owned clusters: the largest non-blocking fat tree the fabric rule sizes (three tiers of 64-port switches hold 65,536 ports); 256 nodes = 2,048 GPUs keeps it to two tiers. Rack share, PDU and installation per owned node: no public list price was found; an assumption.</extracomment>
        <translation>供應商未公布最大叢集規模：假設最多 {n} 個節點</translation>
    </message>
    <message>
        <source>{technology} {gbps} Gbps per node</source>
        <translation>每節點 {technology} {gbps} Gbps</translation>
    </message>
    <message>
        <source>cluster network: {source}</source>
        <translation>叢集網路：{source}</translation>
    </message>
    <message>
        <source>InfiniBand {generation}, 8 × {gbps} Gbps per node</source>
        <translation>InfiniBand {generation}，每節點 8 × {gbps} Gbps</translation>
    </message>
    <message>
        <source>network parts: {switch} ({switch_source}); {nic} ({nic_source}); rack and installation: {rack}</source>
        <translation>網路元件：{switch}（{switch_source}）；{nic}（{nic_source}）；機櫃與安裝：{rack}</translation>
    </message>
    <message>
        <source>Cluster of {nodes} × {node} ({network})</source>
        <translation>{nodes} × {node} 叢集（{network}）</translation>
    </message>
    <message>
        <source>network for {nodes} nodes: {switches} switches, {links} links, {tiers}-tier fat tree: US${usd}</source>
        <translation>{nodes} 個節點的網路：{switches} 台交換器、{links} 條連線、{tiers} 層 fat tree：US${usd}</translation>
    </message>
    <message>
        <source>{nodes} × {node} ({network})</source>
        <translation>{nodes} × {node}（{network}）</translation>
    </message>
</context>
<context>
    <name>Compat</name>
    <message>
        <source>{source} (checked {date})</source>
        <translation>{source}（{date} 查閱）</translation>
    </message>
    <message>
        <source>NVIDIA {architecture} (compute capability {cc})</source>
        <translation>NVIDIA {architecture}（compute capability {cc}）</translation>
    </message>
    <message>
        <source>AMD {architecture} {gfx}</source>
        <translation>AMD {architecture} {gfx}</translation>
    </message>
    <message>
        <source>Apple {chip}</source>
        <translation>Apple {chip}</translation>
    </message>
    <message>
        <source>Google TPU {version}</source>
        <translation>Google TPU {version}</translation>
    </message>
    <message>
        <source>Intel {version}</source>
        <translation>Intel {version}</translation>
    </message>
    <message>
        <source>No compatibility rule covers {software} on {hardware}; check its documentation before buying</source>
        <translation>沒有任何相容性規則涵蓋 {software} 在 {hardware} 上的情況；購買前請先查閱其文件</translation>
    </message>
    <message>
        <source>No compatibility data for {software}; check that it supports {hardware}</source>
        <translation>沒有 {software} 的相容性資料；請確認它支援 {hardware}</translation>
    </message>
    <message>
        <source>No compatibility data for {hardware}; check that its vendor supports {software}</source>
        <translation>沒有 {hardware} 的相容性資料；請向其廠商確認是否支援 {software}</translation>
    </message>
    <message>
        <source>{offer} is a Windows-only graphics/virtual-desktop VM (NVv4, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it</source>
        <translation>{offer} 是僅支援 Windows 的繪圖／虛擬桌面 VM（NVv4，{hardware} 的分割）：沒有 Linux 也沒有 ROCm，因此無法執行任何深度學習框架</translation>
    </message>
    <message>
        <source>{offer} is a Windows-only cloud-gaming/virtual-desktop VM (NGads, partitions of {hardware}): no Linux and no ROCm, so no deep-learning framework runs on it</source>
        <translation>{offer} 是僅支援 Windows 的雲端遊戲／虛擬桌面 VM（NGads，{hardware} 的分割）：沒有 Linux 也沒有 ROCm，因此無法執行任何深度學習框架</translation>
    </message>
    <message>
        <source>{offer} is a partial {hardware} (NVIDIA vGPU with the GRID driver, sold for virtual desktops): CUDA runs, but fractional vGPUs lack unified memory and are not validated for training</source>
        <translation>{offer} 只提供部分的 {hardware}（使用 GRID 驅動程式的 NVIDIA vGPU，專供虛擬桌面使用）：可以執行 CUDA，但分割的 vGPU 不支援統一記憶體，也未經訓練用途驗證</translation>
    </message>
    <message>
        <source>{offer} is a fractional {hardware} (NVIDIA vGPU with the GRID driver): CUDA runs, but fractional vGPUs lack unified memory and share the GPU&apos;s engines</source>
        <translation>{offer} 是分割的 {hardware}（使用 GRID 驅動程式的 NVIDIA vGPU）：可以執行 CUDA，但分割的 vGPU 不支援統一記憶體，且須與他人共用 GPU 的運算引擎</translation>
    </message>
    <message>
        <source>{offer} is a graphics VM (NV/NVv3, {hardware} with the GRID driver): CUDA works, but the series is meant for visualisation and the Maxwell GPU is past current CUDA frameworks</source>
        <translation>{offer} 是繪圖用 VM（NV/NVv3，搭配 GRID 驅動程式的 {hardware}）：CUDA 可以運作，但此系列是為視覺化設計，且 Maxwell GPU 已不受目前的 CUDA 框架支援</translation>
    </message>
    <message>
        <source>PyTorch&apos;s CUDA builds need compute capability 5.0 or newer; {hardware} is {cc} (Kepler support ended with CUDA 12)</source>
        <translation>PyTorch 的 CUDA 版本需要 compute capability 5.0 以上；{hardware} 為 {cc}（CUDA 12 已終止對 Kepler 的支援）</translation>
    </message>
    <message>
        <source>PyTorch&apos;s Arm64 CUDA wheels start at Ampere; {hardware} on an Arm host needs a vendor (e.g. AWS Deep Learning AMI) or source build</source>
        <translation>PyTorch 的 Arm64 CUDA wheel 從 Ampere 起才支援；Arm 主機上的 {hardware} 需要廠商提供的版本（例如 AWS Deep Learning AMI）或自行從原始碼編譯</translation>
    </message>
    <message>
        <source>PyTorch 2.15 and later ship no wheels for compute capability below 7.5; {hardware} ({cc}) is limited to PyTorch 2.14 or older</source>
        <translation>PyTorch 2.15 起不再提供 compute capability 7.5 以下的 wheel；{hardware}（{cc}）只能使用 PyTorch 2.14 或更舊的版本</translation>
    </message>
    <message>
        <source>ROCm does not support {hardware} ({gfx}) on Linux, so PyTorch&apos;s ROCm builds do not run on it</source>
        <translation>ROCm 在 Linux 上不支援 {hardware}（{gfx}），因此 PyTorch 的 ROCm 版本無法在上面執行</translation>
    </message>
    <message>
        <source>PyTorch trains on {hardware} through the MPS backend, which is still beta: some operations fall back to the CPU</source>
        <translation>PyTorch 透過 MPS 後端在 {hardware} 上訓練，但該後端仍是 beta 版：部分運算會退回 CPU 執行</translation>
    </message>
    <message>
        <source>PyTorch (CUDA/ROCm builds) does not run on {hardware}: TPUs need PyTorch/XLA or JAX</source>
        <translation>PyTorch（CUDA/ROCm 版本）無法在 {hardware} 上執行：TPU 需要使用 PyTorch/XLA 或 JAX</translation>
    </message>
    <message>
        <source>PyTorch/XLA dropped CUDA GPUs (deprecated from release 2.8); on {hardware} use plain PyTorch or JAX</source>
        <translation>PyTorch/XLA 已不再支援 CUDA GPU（自 2.8 版起列為淘汰）；在 {hardware} 上請使用一般的 PyTorch 或 JAX</translation>
    </message>
    <message>
        <source>PyTorch/XLA targets Google TPUs; it does not run on {hardware}</source>
        <translation>PyTorch/XLA 是為 Google TPU 設計；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>Transformers runs on {hardware} only through PyTorch/XLA, with fewer tested models and features</source>
        <translation>Transformers 只能透過 PyTorch/XLA 在 {hardware} 上執行，經過測試的模型與功能也較少</translation>
    </message>
    <message>
        <source>DeepSpeed lists no Apple GPU (MPS) support; it does not run on {hardware}</source>
        <translation>DeepSpeed 未列出對 Apple GPU（MPS）的支援；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>DeepSpeed does not run on {hardware}: on TPUs use JAX or PyTorch/XLA sharding</source>
        <translation>DeepSpeed 無法在 {hardware} 上執行：在 TPU 上請使用 JAX 或 PyTorch/XLA 的分片功能</translation>
    </message>
    <message>
        <source>PyTorch FSDP shards a model across GPUs over NCCL/RCCL; {hardware} has one GPU and no such backend</source>
        <translation>PyTorch FSDP 透過 NCCL/RCCL 將模型分片到多張 GPU；{hardware} 只有一顆 GPU，也沒有這類後端</translation>
    </message>
    <message>
        <source>Plain PyTorch FSDP does not run on {hardware}: TPUs shard with PyTorch/XLA FSDP/SPMD or JAX</source>
        <translation>一般的 PyTorch FSDP 無法在 {hardware} 上執行：TPU 需以 PyTorch/XLA FSDP/SPMD 或 JAX 進行分片</translation>
    </message>
    <message>
        <source>Megatron-LM is developed and tested on Ampere and newer; {hardware} ({cc}) lacks bf16 and FlashAttention</source>
        <translation>Megatron-LM 是在 Ampere 及更新的架構上開發與測試；{hardware}（{cc}）不支援 bf16 與 FlashAttention</translation>
    </message>
    <message>
        <source>Megatron-LM runs on {hardware} only through AMD&apos;s ROCm fork</source>
        <translation>Megatron-LM 只能透過 AMD 的 ROCm 分支版本（fork）在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>Megatron-LM runs on {hardware} only through Intel&apos;s Megatron-DeepSpeed fork</source>
        <translation>Megatron-LM 只能透過 Intel 的 Megatron-DeepSpeed 分支版本（fork）在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>Megatron-LM needs NVIDIA GPUs (or AMD&apos;s ROCm fork); it does not run on {hardware}</source>
        <translation>Megatron-LM 需要 NVIDIA GPU（或 AMD 的 ROCm 分支版本）；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>Current vLLM needs compute capability 7.5; {hardware} ({cc}) runs only older vLLM releases</source>
        <translation>目前的 vLLM 需要 compute capability 7.5；{hardware}（{cc}）只能執行較舊的 vLLM 版本</translation>
    </message>
    <message>
        <source>vLLM needs an NVIDIA GPU of compute capability 7.5 or newer; {hardware} is {cc}</source>
        <translation>vLLM 需要 compute capability 7.5 以上的 NVIDIA GPU；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>vLLM&apos;s ROCm build supports MI200/MI300/MI350 and Radeon RX 7900/9000; {hardware} ({gfx}) is not on the list</source>
        <translation>vLLM 的 ROCm 版本支援 MI200/MI300/MI350 與 Radeon RX 7900/9000；{hardware}（{gfx}）不在支援清單中</translation>
    </message>
    <message>
        <source>vLLM runs on {hardware} through its TPU backend plugin, with a narrower model and feature list than on GPUs</source>
        <translation>vLLM 透過其 TPU 後端外掛在 {hardware} 上執行，支援的模型與功能比在 GPU 上少</translation>
    </message>
    <message>
        <source>vLLM runs on {hardware} through the separate vllm-gaudi plugin, not the main vLLM release</source>
        <translation>vLLM 須透過另外的 vllm-gaudi 外掛在 {hardware} 上執行，而非 vLLM 的主要版本</translation>
    </message>
    <message>
        <source>vLLM has no Apple GPU backend; on {hardware} only the community vLLM-Metal plugin (MLX models) serves on the GPU</source>
        <translation>vLLM 沒有 Apple GPU 後端；在 {hardware} 上只有社群開發的 vLLM-Metal 外掛（MLX 模型）能用 GPU 提供服務</translation>
    </message>
    <message>
        <source>{hardware} ({cc}) is too old for llama.cpp&apos;s CUDA backend (CUDA 12 dropped Kepler); only its Vulkan backend may run</source>
        <translation>{hardware}（{cc}）太舊，無法使用 llama.cpp 的 CUDA 後端（CUDA 12 已不支援 Kepler）；只有其 Vulkan 後端可能可以執行</translation>
    </message>
    <message>
        <source>llama.cpp runs on {hardware} only through its Vulkan backend (ROCm does not support {gfx})</source>
        <translation>llama.cpp 只能透過其 Vulkan 後端在 {hardware} 上執行（ROCm 不支援 {gfx}）</translation>
    </message>
    <message>
        <source>llama.cpp has no TPU backend; it does not run on {hardware}</source>
        <translation>llama.cpp 沒有 TPU 後端；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>llama.cpp has no Gaudi backend; it does not run on {hardware}</source>
        <translation>llama.cpp 沒有 Gaudi 後端；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>TensorRT-LLM supports Ampere and newer; on {hardware} (Turing) it has community support only</source>
        <translation>TensorRT-LLM 支援 Ampere 及更新的架構；在 {hardware}（Turing）上僅有社群支援</translation>
    </message>
    <message>
        <source>TensorRT-LLM needs Ampere (compute capability 8.0) or newer; {hardware} is {cc}</source>
        <translation>TensorRT-LLM 需要 Ampere（compute capability 8.0）或更新的架構；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>TensorRT-LLM runs only on NVIDIA GPUs; it does not run on {hardware}</source>
        <translation>TensorRT-LLM 只能在 NVIDIA GPU 上執行；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>MLX runs on {hardware} only through its new CUDA backend on Linux; MLX and mlx-lm are built for Apple silicon</source>
        <translation>MLX 只能透過 Linux 上新推出的 CUDA 後端在 {hardware} 上執行；MLX 與 mlx-lm 是為 Apple 晶片打造</translation>
    </message>
    <message>
        <source>MLX&apos;s CUDA backend needs compute capability 7.5 or newer; {hardware} is {cc}</source>
        <translation>MLX 的 CUDA 後端需要 compute capability 7.5 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>MLX runs on Apple silicon (and experimentally on NVIDIA GPUs); it does not run on {hardware}</source>
        <translation>MLX 可在 Apple 晶片上執行（NVIDIA GPU 上為實驗性支援）；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s CUDA 12 builds do not support {hardware} ({cc})</source>
        <translation>ONNX Runtime 的 CUDA 12 版本不支援 {hardware}（{cc}）</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s AMD providers need ROCm, which does not support {hardware} ({gfx})</source>
        <translation>ONNX Runtime 的 AMD execution provider 需要 ROCm，而 ROCm 不支援 {hardware}（{gfx}）</translation>
    </message>
    <message>
        <source>ONNX Runtime has no execution provider for {hardware}</source>
        <translation>ONNX Runtime 沒有適用於 {hardware} 的 execution provider</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s CUDA 12 builds do not support {hardware} ({cc})</source>
        <translation>TensorFlow 的 CUDA 12 版本不支援 {hardware}（{cc}）</translation>
    </message>
    <message>
        <source>TensorFlow has no official GPU support on macOS; {hardware} needs Apple&apos;s tensorflow-metal plugin</source>
        <translation>TensorFlow 在 macOS 上沒有官方 GPU 支援；{hardware} 需要 Apple 的 tensorflow-metal 外掛</translation>
    </message>
    <message>
        <source>TensorFlow on {hardware} needs AMD&apos;s tensorflow-rocm build, which trails upstream releases</source>
        <translation>在 {hardware} 上使用 TensorFlow 需要 AMD 的 tensorflow-rocm 版本，其進度落後於上游版本</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s AMD build needs ROCm, which does not support {hardware} ({gfx})</source>
        <translation>TensorFlow 的 AMD 版本需要 ROCm，而 ROCm 不支援 {hardware}（{gfx}）</translation>
    </message>
    <message>
        <source>Intel Gaudi software dropped TensorFlow after release 1.14; {hardware} runs PyTorch only</source>
        <translation>Intel Gaudi 軟體在 1.14 版之後不再支援 TensorFlow；{hardware} 只能執行 PyTorch</translation>
    </message>
    <message>
        <source>JAX&apos;s current CUDA 13 wheels need compute capability 7.5; {hardware} ({cc}) needs older CUDA 12 releases</source>
        <translation>JAX 目前的 CUDA 13 wheel 需要 compute capability 7.5；{hardware}（{cc}）需使用較舊的 CUDA 12 版本</translation>
    </message>
    <message>
        <source>JAX needs compute capability 5.2 or newer; {hardware} is {cc}</source>
        <translation>JAX 需要 compute capability 5.2 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>JAX&apos;s AMD build needs ROCm, which does not support {hardware} ({gfx})</source>
        <translation>JAX 的 AMD 版本需要 ROCm，而 ROCm 不支援 {hardware}（{gfx}）</translation>
    </message>
    <message>
        <source>JAX on {hardware} needs the experimental jax-metal plugin</source>
        <translation>在 {hardware} 上使用 JAX 需要實驗性的 jax-metal 外掛</translation>
    </message>
    <message>
        <source>JAX does not run on Intel Gaudi ({hardware})</source>
        <translation>JAX 無法在 Intel Gaudi（{hardware}）上執行</translation>
    </message>
    <message>
        <source>ExLlamaV2 targets Volta and newer; on {hardware} ({cc}) it runs slowly (P40-class cards have slow FP16)</source>
        <translation>ExLlamaV2 以 Volta 及更新的架構為目標；在 {hardware}（{cc}）上執行很慢（P40 這類顯示卡的 FP16 很慢）</translation>
    </message>
    <message>
        <source>ExLlamaV2 needs compute capability 6.0 or newer; {hardware} is {cc}</source>
        <translation>ExLlamaV2 需要 compute capability 6.0 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>ExLlamaV2 has ROCm builds, but {hardware} gets far less testing than NVIDIA GPUs</source>
        <translation>ExLlamaV2 有 ROCm 版本，但在 {hardware} 上的測試遠少於 NVIDIA GPU</translation>
    </message>
    <message>
        <source>ExLlamaV2 needs CUDA or ROCm; it does not run on {hardware}</source>
        <translation>ExLlamaV2 需要 CUDA 或 ROCm；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>AutoAWQ is deprecated and unmaintained (last tested with PyTorch 2.6); it still runs on {hardware}, but vLLM and llm-compressor replace it</source>
        <translation>AutoAWQ 已淘汰且無人維護（最後測試版本為 PyTorch 2.6）；在 {hardware} 上仍可執行，但已由 vLLM 與 llm-compressor 取代</translation>
    </message>
    <message>
        <source>AutoAWQ&apos;s kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}</source>
        <translation>AutoAWQ 的核心函式需要 compute capability 7.5（Turing）以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>AutoAWQ is deprecated and unmaintained; its ROCm path on {hardware} is untested with current PyTorch</source>
        <translation>AutoAWQ 已淘汰且無人維護；它在 {hardware} 上的 ROCm 路徑未經目前的 PyTorch 版本測試</translation>
    </message>
    <message>
        <source>AutoAWQ needs an NVIDIA (or ROCm) GPU; it does not run on {hardware} (on Macs, mlx-lm handles AWQ)</source>
        <translation>AutoAWQ 需要 NVIDIA（或 ROCm）GPU；無法在 {hardware} 上執行（Mac 上可用 mlx-lm 處理 AWQ）</translation>
    </message>
    <message>
        <source>LitGPT runs on {hardware} through Lightning&apos;s XLA support, with fewer tested recipes than on GPUs</source>
        <translation>LitGPT 透過 Lightning 的 XLA 支援在 {hardware} 上執行，經過測試的設定（recipe）比在 GPU 上少</translation>
    </message>
    <message>
        <source>LitGPT on {hardware} needs the lightning-habana plugin and is little tested there</source>
        <translation>在 {hardware} 上使用 LitGPT 需要 lightning-habana 外掛，且在該平台上的測試很少</translation>
    </message>
    <message>
        <source>torchtune has no TPU support; on {hardware} use JAX or PyTorch/XLA</source>
        <translation>torchtune 不支援 TPU；在 {hardware} 上請使用 JAX 或 PyTorch/XLA</translation>
    </message>
    <message>
        <source>torchtune is not validated on Intel Gaudi ({hardware})</source>
        <translation>torchtune 未在 Intel Gaudi（{hardware}）上驗證</translation>
    </message>
    <message>
        <source>Unsloth needs compute capability 7.0 for full speed; {hardware} ({cc}) works, but slowly</source>
        <translation>Unsloth 需要 compute capability 7.0 才能全速執行；{hardware}（{cc}）可以執行，但速度較慢</translation>
    </message>
    <message>
        <source>Unsloth needs an NVIDIA GPU of compute capability 7.0 or newer; {hardware} is {cc}</source>
        <translation>Unsloth 需要 compute capability 7.0 以上的 NVIDIA GPU；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>Unsloth runs on {hardware} through its AMD (ROCm) guide, less tested than on NVIDIA</source>
        <translation>依照 Unsloth 的 AMD（ROCm）指南可在 {hardware} 上執行，但測試比 NVIDIA 少</translation>
    </message>
    <message>
        <source>Unsloth trains on {hardware} only through Unsloth Studio&apos;s new MLX path, not the Unsloth Python library</source>
        <translation>Unsloth 只能透過 Unsloth Studio 新推出的 MLX 路徑在 {hardware} 上訓練，Unsloth Python 函式庫則不行</translation>
    </message>
    <message>
        <source>Unsloth does not run on {hardware}</source>
        <translation>Unsloth 無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>LLM Foundry is tuned for Ampere and newer (bf16, FlashAttention); {hardware} ({cc}) lacks both</source>
        <translation>LLM Foundry 針對 Ampere 及更新的架構最佳化（bf16、FlashAttention）；{hardware}（{cc}）兩者皆不支援</translation>
    </message>
    <message>
        <source>LLM Foundry&apos;s AMD support is beta; {hardware} gets less testing than NVIDIA GPUs</source>
        <translation>LLM Foundry 的 AMD 支援仍是 beta 版；{hardware} 的測試比 NVIDIA GPU 少</translation>
    </message>
    <message>
        <source>LLM Foundry needs NVIDIA (or beta AMD) GPUs; it does not run on {hardware}</source>
        <translation>LLM Foundry 需要 NVIDIA GPU（或 beta 支援的 AMD GPU）；無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>vLLM serves models; it does not train them</source>
        <translation>vLLM 用於部署模型提供服務，不能訓練模型</translation>
    </message>
    <message>
        <source>llama.cpp runs models; it does not train them</source>
        <translation>llama.cpp 用於執行模型，不能訓練模型</translation>
    </message>
    <message>
        <source>TensorRT-LLM runs models; it does not train them</source>
        <translation>TensorRT-LLM 用於執行模型，不能訓練模型</translation>
    </message>
    <message>
        <source>ExLlamaV2 runs models; it does not train them</source>
        <translation>ExLlamaV2 用於執行模型，不能訓練模型</translation>
    </message>
    <message>
        <source>AutoAWQ quantizes and runs models; it does not train them</source>
        <translation>AutoAWQ 用於量化與執行模型，不能訓練模型</translation>
    </message>
    <message>
        <source>ONNX Runtime is an inference engine here; train in PyTorch or TensorFlow and export to ONNX</source>
        <translation>ONNX Runtime 在此作為推論引擎；請在 PyTorch 或 TensorFlow 中訓練，再匯出為 ONNX</translation>
    </message>
    <message>
        <source>MLX (mlx-lm) ships LoRA, QLoRA and full fine-tuning recipes; pretraining from scratch is not one of them</source>
        <translation>MLX（mlx-lm）提供 LoRA、QLoRA 與全參數微調的現成設定，但不包含從頭預訓練</translation>
    </message>
    <message>
        <source>Unsloth fine-tunes models; serve them with vLLM or llama.cpp</source>
        <translation>Unsloth 用於微調模型；部署服務請使用 vLLM 或 llama.cpp</translation>
    </message>
    <message>
        <source>torchtune fine-tunes models; it has no serving engine</source>
        <translation>torchtune 用於微調模型，沒有服務部署引擎</translation>
    </message>
    <message>
        <source>FSDP is a training wrapper; run inference with plain PyTorch, vLLM or TensorRT-LLM</source>
        <translation>FSDP 是訓練用的封裝；推論請使用一般的 PyTorch、vLLM 或 TensorRT-LLM</translation>
    </message>
    <message>
        <source>LLM Foundry trains and evaluates models; it has no serving engine</source>
        <translation>LLM Foundry 用於訓練與評估模型，沒有服務部署引擎</translation>
    </message>
    <message>
        <source>vLLM&apos;s GGUF support is experimental and slower than its native formats</source>
        <translation>vLLM 對 GGUF 的支援仍屬實驗性，速度也比其原生格式慢</translation>
    </message>
    <message>
        <source>vLLM loads GGUF only on NVIDIA and AMD GPUs, not on {hardware}</source>
        <translation>vLLM 只能在 NVIDIA 與 AMD GPU 上載入 GGUF，在 {hardware} 上不行</translation>
    </message>
    <message>
        <source>MLX loads only some GGUF types quantized (Q4_0, Q4_1, Q8_0); convert the model to MLX format instead</source>
        <translation>MLX 只能以量化形式載入部分 GGUF 類型（Q4_0、Q4_1、Q8_0）；請改將模型轉換成 MLX 格式</translation>
    </message>
    <message>
        <source>GGUF ({format}) is llama.cpp&apos;s format; {software} cannot run it quantized</source>
        <translation>GGUF（{format}）是 llama.cpp 的格式；{software} 無法以量化形式執行</translation>
    </message>
    <message>
        <source>EXL2 files run only in ExLlamaV2 (or TabbyAPI); {software} cannot load them</source>
        <translation>EXL2 檔案只能在 ExLlamaV2（或 TabbyAPI）中執行；{software} 無法載入</translation>
    </message>
    <message>
        <source>MLX uses its own 4-bit quantization, not bitsandbytes NF4</source>
        <translation>MLX 使用自己的 4-bit 量化，而非 bitsandbytes NF4</translation>
    </message>
    <message>
        <source>bitsandbytes NF4 works only in PyTorch training/inference stacks; {software} cannot use it</source>
        <translation>bitsandbytes NF4 只能用於 PyTorch 的訓練／推論環境；{software} 無法使用</translation>
    </message>
    <message>
        <source>vLLM&apos;s bitsandbytes support is NVIDIA-only; it does not cover {hardware}</source>
        <translation>vLLM 的 bitsandbytes 支援僅限 NVIDIA；不涵蓋 {hardware}</translation>
    </message>
    <message>
        <source>bitsandbytes dropped Maxwell from its PyPI wheels in 0.48; {hardware} needs a source build</source>
        <translation>bitsandbytes 自 0.48 版起，PyPI 上的 wheel 已不支援 Maxwell；{hardware} 需要從原始碼編譯</translation>
    </message>
    <message>
        <source>bitsandbytes needs compute capability 5.0 or newer; {hardware} is {cc}</source>
        <translation>bitsandbytes 需要 compute capability 5.0 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>bitsandbytes on AMD needs ROCm, which does not support {hardware} ({gfx})</source>
        <translation>bitsandbytes 在 AMD 上需要 ROCm，而 ROCm 不支援 {hardware}（{gfx}）</translation>
    </message>
    <message>
        <source>bitsandbytes runs NF4 on {hardware} only through its new MPS backend: slow fallback kernels and no 8-bit optimizers</source>
        <translation>bitsandbytes 只能透過新推出的 MPS 後端在 {hardware} 上執行 NF4：使用較慢的備援核心函式，且沒有 8-bit 最佳化器</translation>
    </message>
    <message>
        <source>bitsandbytes has no TPU backend; NF4/QLoRA does not run on {hardware}</source>
        <translation>bitsandbytes 沒有 TPU 後端；NF4/QLoRA 無法在 {hardware} 上執行</translation>
    </message>
    <message>
        <source>{software} cannot load GPTQ checkpoints</source>
        <translation>{software} 無法載入 GPTQ 模型檔</translation>
    </message>
    <message>
        <source>GPTQ kernels target Volta and newer; on {hardware} ({cc}) they run slowly</source>
        <translation>GPTQ 核心函式以 Volta 及更新的架構為目標；在 {hardware}（{cc}）上執行很慢</translation>
    </message>
    <message>
        <source>GPTQ kernels need compute capability 6.0 or newer; {hardware} is {cc}</source>
        <translation>GPTQ 核心函式需要 compute capability 6.0 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>vLLM lists its GPTQ kernels for NVIDIA only; on {hardware} GPTQ runs through slower ExLlama/Triton paths</source>
        <translation>vLLM 的 GPTQ 核心函式僅列出支援 NVIDIA；在 {hardware} 上，GPTQ 會改走較慢的 ExLlama/Triton 路徑</translation>
    </message>
    <message>
        <source>GPTQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}</source>
        <translation>GPTQ 核心函式只有 NVIDIA 與 AMD GPU 版本，沒有 {hardware} 版本</translation>
    </message>
    <message>
        <source>{software} cannot load AWQ checkpoints</source>
        <translation>{software} 無法載入 AWQ 模型檔</translation>
    </message>
    <message>
        <source>mlx-lm converts AWQ checkpoints to MLX&apos;s own 4-bit format before running them on {hardware}</source>
        <translation>mlx-lm 會先將 AWQ 模型檔轉換成 MLX 自己的 4-bit 格式，再於 {hardware} 上執行</translation>
    </message>
    <message>
        <source>AWQ kernels need compute capability 7.5 (Turing) or newer; {hardware} is {cc}</source>
        <translation>AWQ 核心函式需要 compute capability 7.5（Turing）以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>vLLM lists its AWQ kernels for NVIDIA only; on {hardware} AWQ runs through slower Triton paths</source>
        <translation>vLLM 的 AWQ 核心函式僅列出支援 NVIDIA；在 {hardware} 上，AWQ 會改走較慢的 Triton 路徑</translation>
    </message>
    <message>
        <source>AWQ kernels exist only for NVIDIA and AMD GPUs; not for {hardware}</source>
        <translation>AWQ 核心函式只有 NVIDIA 與 AMD GPU 版本，沒有 {hardware} 版本</translation>
    </message>
    <message>
        <source>vLLM runs FP8 weights on {hardware} as weight-only W8A16 (Marlin kernels); the math stays 16-bit</source>
        <translation>vLLM 在 {hardware} 上以僅權重量化的 W8A16 方式執行 FP8 權重（Marlin 核心函式）；運算仍為 16-bit</translation>
    </message>
    <message>
        <source>FP8 weights need Ada, Hopper or Blackwell (or vLLM&apos;s weight-only mode on Ampere); {hardware} is {cc}</source>
        <translation>FP8 權重需要 Ada、Hopper 或 Blackwell（或在 Ampere 上使用 vLLM 的僅權重模式）；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>{hardware} cannot run FP8 weights</source>
        <translation>{hardware} 無法執行 FP8 權重</translation>
    </message>
    <message>
        <source>vLLM runs FP4 weights on {hardware} only through weight-only (Marlin) kernels; native FP4 needs Blackwell</source>
        <translation>vLLM 在 {hardware} 上只能透過僅權重（Marlin）核心函式執行 FP4 權重；原生 FP4 需要 Blackwell</translation>
    </message>
    <message>
        <source>FP4 (NVFP4) needs Blackwell (compute capability 10.0+); {hardware} is {cc}</source>
        <translation>FP4（NVFP4）需要 Blackwell（compute capability 10.0 以上）；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>{hardware} has no FP4 support</source>
        <translation>{hardware} 不支援 FP4</translation>
    </message>
    <message>
        <source>{software} cannot load MXFP4 safetensors; convert them to GGUF (MXFP4_MOE) for llama.cpp</source>
        <translation>{software} 無法載入 MXFP4 的 safetensors 檔；請轉換成 GGUF（MXFP4_MOE）改用 llama.cpp 執行</translation>
    </message>
    <message>
        <source>MXFP4 experts run on {hardware} through weight-only Marlin kernels (vLLM); the math stays 16-bit</source>
        <translation>MXFP4 專家在 {hardware} 上透過僅權重的 Marlin 核心函式執行（vLLM）；運算仍為 16-bit</translation>
    </message>
    <message>
        <source>MXFP4 expert kernels need Ampere or newer (compute capability 8.0+); {hardware} is {cc}</source>
        <translation>MXFP4 專家核心函式需要 Ampere 或更新的架構（compute capability 8.0 以上）；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>No MXFP4 kernels run on {hardware}; use the GGUF conversion in llama.cpp</source>
        <translation>{hardware} 上無法執行任何 MXFP4 核心函式；請改用 llama.cpp 搭配轉換後的 GGUF 格式</translation>
    </message>
    <message>
        <source>llama.cpp stores 8-bit weights as GGUF Q8_0; choose that format</source>
        <translation>llama.cpp 以 GGUF Q8_0 儲存 8-bit 權重；請選擇該格式</translation>
    </message>
    <message>
        <source>ExLlamaV2 loads EXL2 or GPTQ files, not generic integer checkpoints</source>
        <translation>ExLlamaV2 只能載入 EXL2 或 GPTQ 檔案，無法載入一般的整數量化模型檔</translation>
    </message>
    <message>
        <source>INT8 weight kernels (bitsandbytes LLM.int8(), vLLM W8A8) need compute capability 7.5+; {hardware} is {cc}</source>
        <translation>INT8 權重核心函式（bitsandbytes LLM.int8()、vLLM W8A8）需要 compute capability 7.5 以上；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>llama.cpp stores low-bit weights as GGUF types (Q4_K_M, Q2_K ...); choose one of those</source>
        <translation>llama.cpp 以 GGUF 類型（Q4_K_M、Q2_K ...）儲存低位元權重；請從中選擇一種</translation>
    </message>
    <message>
        <source>2-bit weight kernels are experimental and lose noticeable accuracy</source>
        <translation>2-bit 權重核心函式仍屬實驗性，且準確度會明顯下降</translation>
    </message>
    <message>
        <source>Integer weight-only kernels on {hardware} are less mature than on NVIDIA GPUs</source>
        <translation>{hardware} 上的整數僅權重量化核心函式不如 NVIDIA GPU 上的成熟</translation>
    </message>
    <message>
        <source>No integer weight-only kernels run on {hardware} (no ROCm)</source>
        <translation>{hardware} 上無法執行任何整數僅權重量化核心函式（沒有 ROCm）</translation>
    </message>
    <message>
        <source>Integer weight-only kernels on {hardware} fall back to slower paths</source>
        <translation>{hardware} 上的整數僅權重量化核心函式會改走較慢的路徑</translation>
    </message>
    <message>
        <source>Runs in fp16 on {hardware} (bf16 needs Ampere or newer)</source>
        <translation>在 {hardware} 上以 fp16 執行（bf16 需要 Ampere 或更新的架構）</translation>
    </message>
    <message>
        <source>Runs in fp16 on {hardware} (bf16 matrix math needs MI100, RDNA3 or newer)</source>
        <translation>在 {hardware} 上以 fp16 執行（bf16 矩陣運算需要 MI100、RDNA3 或更新的架構）</translation>
    </message>
    <message>
        <source>Runs in bf16 on {hardware} (TPU matrix units compute in bf16, not fp16)</source>
        <translation>在 {hardware} 上以 bf16 執行（TPU 矩陣運算單元以 bf16 而非 fp16 運算）</translation>
    </message>
    <message>
        <source>Runs in fp32 on {hardware} (TF32 needs Ampere or newer)</source>
        <translation>在 {hardware} 上以 fp32 執行（TF32 需要 Ampere 或更新的架構）</translation>
    </message>
    <message>
        <source>Runs in fp32 on {hardware} (no TF32 matrix units)</source>
        <translation>在 {hardware} 上以 fp32 執行（沒有 TF32 矩陣運算單元）</translation>
    </message>
    <message>
        <source>FP8 compute needs Ada, Hopper or Blackwell (compute capability 8.9+); {hardware} is {cc}</source>
        <translation>FP8 運算需要 Ada、Hopper 或 Blackwell（compute capability 8.9 以上）；{hardware} 為 {cc}</translation>
    </message>
    <message>
        <source>FP8 compute needs MI300 (gfx942) or newer; {hardware} is {gfx}</source>
        <translation>FP8 運算需要 MI300（gfx942）或更新的 GPU；{hardware} 為 {gfx}</translation>
    </message>
    <message>
        <source>{hardware} has no FP8 arithmetic (Metal GPUs lack FP8)</source>
        <translation>{hardware} 無法進行 FP8 運算（Metal GPU 不支援 FP8）</translation>
    </message>
    <message>
        <source>{hardware} computes in bf16 and int8, not FP8</source>
        <translation>{hardware} 以 bf16 與 int8 運算，不支援 FP8</translation>
    </message>
    <message>
        <source>{hardware} has no INT8 tensor cores (Turing or newer); INT8 runs on slower DP4A instructions</source>
        <translation>{hardware} 沒有 INT8 Tensor Core（需要 Turing 或更新的架構）；INT8 改以較慢的 DP4A 指令執行</translation>
    </message>
    <message>
        <source>{hardware} ({cc}) has no fast INT8 instructions (DP4A needs compute capability 6.1+)</source>
        <translation>{hardware}（{cc}）沒有快速的 INT8 指令（DP4A 需要 compute capability 6.1 以上）</translation>
    </message>
    <message>
        <source>{hardware} has no INT8 matrix units; INT8 runs on slower vector instructions</source>
        <translation>{hardware} 沒有 INT8 矩陣運算單元；INT8 改以較慢的向量指令執行</translation>
    </message>
    <message>
        <source>{hardware} has no INT8 matrix units on the GPU; INT8 models run at about fp16 speed</source>
        <translation>{hardware} 的 GPU 沒有 INT8 矩陣運算單元；INT8 模型的速度約與 fp16 相當</translation>
    </message>
    <message>
        <source>{hardware} accelerates FP8 and bf16, not INT8</source>
        <translation>{hardware} 可加速 FP8 與 bf16，但不加速 INT8</translation>
    </message>
    <message>
        <source>{hardware} computes int4 weights in bf16 (no INT4 arithmetic)</source>
        <translation>{hardware} 以 bf16 計算 int4 權重（沒有 INT4 運算單元）</translation>
    </message>
    <message>
        <source>{hardware} computes int4 weights in 16-bit (runtimes here have no INT4 arithmetic)</source>
        <translation>{hardware} 以 16-bit 計算 int4 權重（此平台上的執行環境沒有 INT4 運算）</translation>
    </message>
    <message>
        <source>llama.cpp has no FP8 KV cache; use q8_0 (int8) instead</source>
        <translation>llama.cpp 沒有 FP8 KV 快取；請改用 q8_0（int8）</translation>
    </message>
    <message>
        <source>{hardware} can store an FP8 KV cache but computes attention in 16-bit (no FP8 units)</source>
        <translation>{hardware} 可以儲存 FP8 KV 快取，但注意力以 16-bit 運算（沒有 FP8 運算單元）</translation>
    </message>
    <message>
        <source>FP8 KV cache on {hardware} depends on the vllm-gaudi plugin&apos;s FP8 path</source>
        <translation>{hardware} 上的 FP8 KV 快取取決於 vllm-gaudi 外掛的 FP8 路徑</translation>
    </message>
    <message>
        <source>{software} has no FP8 KV cache on {hardware}</source>
        <translation>{software} 在 {hardware} 上沒有 FP8 KV 快取</translation>
    </message>
    <message>
        <source>Transformers quantizes the KV cache to INT8 only through its quantized-cache option (slower decoding)</source>
        <translation>Transformers 只能透過其量化快取選項將 KV 快取量化為 INT8（解碼較慢）</translation>
    </message>
    <message>
        <source>vLLM quantizes the KV cache to FP8 only, not INT8</source>
        <translation>vLLM 只能將 KV 快取量化為 FP8，不支援 INT8</translation>
    </message>
    <message>
        <source>{software} has no INT8 KV cache</source>
        <translation>{software} 沒有 INT8 KV 快取</translation>
    </message>
    <message>
        <source>Transformers quantizes the KV cache to INT4 only through its quantized-cache option (slower decoding)</source>
        <translation>Transformers 只能透過其量化快取選項將 KV 快取量化為 INT4（解碼較慢）</translation>
    </message>
    <message>
        <source>{software} has no INT4 KV cache</source>
        <translation>{software} 沒有 INT4 KV 快取</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>FP32 (CUDA cores)</source>
        <translation>FP32（CUDA 核心）</translation>
    </message>
    <message>
        <source>TF32 tensor</source>
        <translation>TF32 Tensor Core</translation>
    </message>
    <message>
        <source>FP32 (no TF32 units)</source>
        <translation>FP32（無 TF32 單元）</translation>
    </message>
    <message>
        <source>FP8 tensor</source>
        <translation>FP8 Tensor Core</translation>
    </message>
    <message>
        <source>INT8 tensor</source>
        <translation>INT8 Tensor Core</translation>
    </message>
    <message>
        <source>BF16 tensor</source>
        <translation>BF16 Tensor Core</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <translation>FP16 Tensor Core</translation>
    </message>
    <message>
        <source>FP16 = FP32 rate (Apple GPU)</source>
        <translation>FP16 = FP32 速率（Apple GPU）</translation>
    </message>
    <message>
        <source>tensor ~2x FP32 (not published; assumption)</source>
        <translation>Tensor Core 約為 FP32 的 2 倍（未公布；假設值）</translation>
    </message>
    <message>
        <source>tensor ~4x FP32 (not published; assumption)</source>
        <translation>Tensor Core 約為 FP32 的 4 倍（未公布；假設值）</translation>
    </message>
    <message>
        <source>FP32 (no tensor units)</source>
        <translation>FP32（無 Tensor Core）</translation>
    </message>
    <message>
        <source>Apple GPU FP16/FP32 rate</source>
        <translation>Apple GPU FP16/FP32 速率</translation>
    </message>
    <message>
        <source>FP16 tensor, FP16 accumulate (GeForce 2x)</source>
        <translation>FP16 Tensor Core，FP16 累加（GeForce 為 2 倍）</translation>
    </message>
    <message>
        <source>FP16 tensor through mma.sync (half the Hopper/Blackwell peak)</source>
        <translation>FP16 Tensor Core，透過 mma.sync（Hopper/Blackwell 理論峰值的一半）</translation>
    </message>
    <message>
        <source>INT8 DP4A (4x FP32)</source>
        <translation>INT8 DP4A（FP32 的 4 倍）</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
</context>
<context>
    <name>CostPerRunChart</name>
    <message>
        <source>Owned</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>Rented ({mode}), for comparison only</source>
        <translation>租用（{mode}），僅供比較</translation>
    </message>
    <message>
        <source>Rented ({mode})</source>
        <translation>租用（{mode}）</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>{side}:
{option}
{cost}</source>
        <translation>{side}：
{option}
{cost}</translation>
    </message>
    <message>
        <source>{side}: {option}
{cost}</source>
        <translation>{side}：{option}
{cost}</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次執行成本</translation>
    </message>
    <message>
        <source>{component}: {cost}</source>
        <translation>{component}：{cost}</translation>
    </message>
    <message>
        <source>total: {v}</source>
        <translation>合計：{v}</translation>
    </message>
</context>
<context>
    <name>CumulativeChart</name>
    <message>
        <source>Shaded: 80 % range of the estimate</source>
        <translation>陰影：估計值的 80 % 區間</translation>
    </message>
    <message>
        <source>Owned: {option}</source>
        <translation>自購：{option}</translation>
    </message>
    <message>
        <source>On-demand: {option}</source>
        <translation>隨需：{option}</translation>
    </message>
    <message>
        <source>Spot band (pure spot … with fallback)</source>
        <translation>Spot 區間（純 Spot … 含隨需備援）</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累計成本</translation>
    </message>
    <message>
        <source>Months after purchase</source>
        <translation>購入後月數</translation>
    </message>
    <message>
        <source>Month {m}</source>
        <translation>第 {m} 個月</translation>
    </message>
    <message>
        <source>{cost} ({range})</source>
        <translation>{cost}（{range}）</translation>
    </message>
    <message>
        <source>{series}: {cost}</source>
        <translation>{series}：{cost}</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>GPU busy {busy} % of the time (peaks {peak} %)</source>
        <translation>GPU 忙碌時間占 {busy} %（峰值 {peak} %）</translation>
    </message>
    <message>
        <source>GPU busy {busy} % of the time</source>
        <translation>GPU 忙碌時間占 {busy} %</translation>
    </message>
    <message>
        <source>CPU at {cpu} %</source>
        <translation>CPU 使用率 {cpu} %</translation>
    </message>
    <message>
        <source>GPU memory {used} of {total} GB in use ({pct} %)</source>
        <translation>GPU 顯示記憶體使用 {used} / {total} GB（{pct} %）</translation>
    </message>
    <message>
        <source>GPU memory is full: the run is at the edge of out-of-memory, and the allocator may be thrashing.</source>
        <translation>GPU 顯示記憶體已滿：這次訓練已逼近記憶體不足（OOM）的邊緣，記憶體配置器可能正在頻繁重新配置（thrashing）。</translation>
    </message>
    <message>
        <source>enable mixed precision (bf16/fp16 autocast) to halve activation memory</source>
        <translation>啟用混合精度（bf16/fp16 autocast），讓激活值記憶體減半</translation>
    </message>
    <message>
        <source>turn on gradient checkpointing</source>
        <translation>開啟梯度檢查點（重新計算）</translation>
    </message>
    <message>
        <source>lower the micro-batch and keep the effective batch with gradient accumulation</source>
        <translation>降低微批次大小，並以梯度累積維持有效批次大小</translation>
    </message>
    <message>
        <source>use an 8-bit optimizer or ZeRO/FSDP sharding across GPUs</source>
        <translation>使用 8-bit 最佳化器，或以 ZeRO/FSDP 將狀態分片到多張 GPU</translation>
    </message>
    <message>
        <source>The GPU waits for data: it is idle about {idle} % of the time while the CPU is saturated decoding and augmenting images. The input pipeline (data loading on the CPU) is the bottleneck, not the GPU.</source>
        <translation>GPU 在等資料：約有 {idle} % 的時間閒置，而 CPU 忙著解碼和擴增影像、已經滿載。瓶頸在輸入管線（在 CPU 上載入資料），而不是 GPU。</translation>
    </message>
    <message>
        <source>use more DataLoader workers (num_workers ≈ CPU cores; now {workers}) with persistent_workers=True and prefetch_factor</source>
        <translation>增加 DataLoader workers（num_workers ≈ CPU 核心數；目前為 {workers}），並設定 persistent_workers=True 與 prefetch_factor</translation>
    </message>
    <message>
        <source>use more DataLoader workers (num_workers ≈ CPU cores) with persistent_workers=True and prefetch_factor</source>
        <translation>增加 DataLoader workers（num_workers ≈ CPU 核心數），並設定 persistent_workers=True 與 prefetch_factor</translation>
    </message>
    <message>
        <source>set pin_memory=True and copy with non_blocking=True</source>
        <translation>設定 pin_memory=True，並以 non_blocking=True 複製資料</translation>
    </message>
    <message>
        <source>pre-resize or cache the images once (e.g. to the training resolution), or decode on the GPU (NVIDIA DALI)</source>
        <translation>事先把影像縮放或快取一次（例如縮到訓練解析度），或改在 GPU 上解碼（NVIDIA DALI）</translation>
    </message>
    <message>
        <source>use the {free} % of free GPU memory: a larger batch amortises per-step overhead (scale the learning rate)</source>
        <translation>善用 {free} % 的閒置顯示記憶體：加大批次大小可攤平每步的額外開銷（記得同步調整學習率）</translation>
    </message>
    <message>
        <source>enable mixed precision (bf16/fp16): faster steps and half the activation memory</source>
        <translation>啟用混合精度（bf16/fp16）：每步更快，激活值記憶體也減半</translation>
    </message>
    <message>
        <source>leave the virtual machine: run on the host (or a Linux box) so the loader gets every core and direct I/O</source>
        <translation>離開虛擬機器：改在實體主機（或 Linux 主機）上執行，讓資料載入器用到所有核心並直接存取 I/O</translation>
    </message>
    <message>
        <source>move the dataset to a local NVMe disk</source>
        <translation>把資料集移到本機 NVMe 硬碟</translation>
    </message>
    <message>
        <source>Neither the GPU nor the CPU is busy: the run waits on I/O (disk or network storage), on host-to-device copies or on synchronisation points (.item(), logging every step).</source>
        <translation>GPU 和 CPU 都不忙：這次訓練在等待 I/O（硬碟或網路儲存）、主機到裝置的資料複製，或同步點（.item()、每一步都寫記錄）。</translation>
    </message>
    <message>
        <source>read the dataset from local NVMe, not a network share</source>
        <translation>從本機 NVMe 讀取資料集，不要從網路共用資料夾讀取</translation>
    </message>
    <message>
        <source>set pin_memory=True and non_blocking copies</source>
        <translation>設定 pin_memory=True 並使用 non_blocking 複製</translation>
    </message>
    <message>
        <source>avoid per-step .item()/.cpu() calls and synchronous logging</source>
        <translation>避免每一步呼叫 .item()/.cpu()，以及同步寫入記錄</translation>
    </message>
    <message>
        <source>check the interconnect: without NVLink or P2P, gradient all-reduce over PCIe stalls the GPUs</source>
        <translation>檢查互連：沒有 NVLink 或 P2P 時，透過 PCIe 做梯度 all-reduce 會讓 GPU 停下來等待</translation>
    </message>
    <message>
        <source>The GPU is busy almost all the time: the run is compute-bound. Speed comes from precision, kernels or more GPUs.</source>
        <translation>GPU 幾乎一直在忙：這次訓練受限於算力（compute-bound）。要加速只能從精度、核心函式（kernel）或增加 GPU 著手。</translation>
    </message>
    <message>
        <source>enable mixed precision (bf16/fp16) to use the tensor cores</source>
        <translation>啟用混合精度（bf16/fp16）以使用 Tensor Core</translation>
    </message>
    <message>
        <source>use fused kernels: FlashAttention/SDPA, torch.compile</source>
        <translation>使用融合核心函式：FlashAttention/SDPA、torch.compile</translation>
    </message>
    <message>
        <source>add GPUs (data parallel) or move to a faster GPU; the advisor estimates the speed-up</source>
        <translation>增加 GPU（資料平行）或換用更快的 GPU；本工具會估算加速幅度</translation>
    </message>
    <message>
        <source>a larger batch may raise throughput a little more</source>
        <translation>加大批次大小或許還能再提高一點吞吐量</translation>
    </message>
    <message>
        <source>memory shows nearly full, as PyTorch&apos;s caching allocator keeps freed blocks: usual for a busy run, but a longer input or a larger batch may run out of memory</source>
        <translation>記憶體顯示接近全滿，是因為 PyTorch 的快取配置器會保留已釋放的區塊：忙碌的訓練通常如此，但更長的輸入或更大的批次可能會記憶體不足</translation>
    </message>
    <message>
        <source>The counters do not point to one bottleneck; profile a few steps (torch.profiler) to see where time goes.</source>
        <translation>這些數據指不出單一瓶頸；請用 torch.profiler 分析幾個步驟，看看時間花在哪裡。</translation>
    </message>
    <message>
        <source>profile with torch.profiler and look at data-loading vs kernel time</source>
        <translation>用 torch.profiler 分析，比較資料載入時間與核心函式（kernel）時間</translation>
    </message>
    <message>
        <source>enable mixed precision (bf16/fp16)</source>
        <translation>啟用混合精度（bf16/fp16）</translation>
    </message>
    <message>
        <source>{rate} samples/s ({seconds} s per step of {batch})</source>
        <translation>{rate} samples/s（每步 {seconds} s，批次大小 {batch}）</translation>
    </message>
</context>
<context>
    <name>DiagnosisDialog</name>
    <message>
        <source>Why is my training slow?</source>
        <translation>為什麼我的訓練這麼慢？</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Training runs inside a virtual machine</source>
        <translation>訓練在虛擬機器內執行</translation>
    </message>
    <message>
        <source>GPU utilisation (nvidia-smi):</source>
        <translation>GPU 使用率（nvidia-smi）：</translation>
    </message>
    <message>
        <source>CPU utilisation (all cores):</source>
        <translation>CPU 使用率（所有核心）：</translation>
    </message>
    <message>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <source>GPU memory in use:</source>
        <translation>顯示記憶體使用量：</translation>
    </message>
    <message>
        <source>Time per step:</source>
        <translation>每步時間：</translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation>批次大小：</translation>
    </message>
    <message>
        <source>DataLoader workers:</source>
        <translation>DataLoader workers：</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>Enter what you observed and press Diagnose.</source>
        <translation>輸入您觀察到的數據，然後按「診斷」。</translation>
    </message>
    <message>
        <source>Load example</source>
        <translation>載入範例</translation>
    </message>
    <message>
        <source>Diagnose</source>
        <translation>診斷</translation>
    </message>
    <message>
        <source>Memory in use cannot exceed the device&apos;s memory.</source>
        <translation>使用中的記憶體不能超過裝置的記憶體容量。</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{n} machines of {option}</source>
        <translation>{n} 台 {option}</translation>
    </message>
    <message>
        <source>{n} instances of {option}</source>
        <translation>{n} 個 {option} 執行個體</translation>
    </message>
    <message>
        <source>the night&apos;s {hours} h</source>
        <extracomment>Schedule periods a job&apos;s runs must fit in (their window&apos;s hours in that period: engine.calendar).</extracomment>
        <translation>當晚的 {hours} 小時</translation>
    </message>
    <message>
        <source>a week&apos;s nights ({hours} h)</source>
        <translation>一週的夜間（{hours} 小時）</translation>
    </message>
    <message>
        <source>a month&apos;s nights ({hours} h)</source>
        <translation>一個月的夜間（{hours} 小時）</translation>
    </message>
    <message>
        <source>a quarter&apos;s nights ({hours} h)</source>
        <translation>一季的夜間（{hours} 小時）</translation>
    </message>
    <message>
        <source>a working day&apos;s {hours} office hours</source>
        <translation>一個工作日的 {hours} 小時上班時間</translation>
    </message>
    <message>
        <source>a week&apos;s office hours ({hours} h)</source>
        <translation>一週的上班時間（{hours} 小時）</translation>
    </message>
    <message>
        <source>a month&apos;s office hours ({hours} h)</source>
        <translation>一個月的上班時間（{hours} 小時）</translation>
    </message>
    <message>
        <source>a quarter&apos;s office hours ({hours} h)</source>
        <translation>一季的上班時間（{hours} 小時）</translation>
    </message>
    <message>
        <source>no purchase price in the catalog (add one in the price overrides)</source>
        <extracomment>Most machines a batch job is split over before it is called infeasible.</extracomment>
        <translation>型錄中沒有購買價格（請在自訂價格中新增）</translation>
    </message>
    <message>
        <source>marketplace offer (indicative price); marketplaces are off in the assumptions</source>
        <translation>市集平台報價（參考價格）；假設中未啟用市集平台</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>記憶體放不下</translation>
    </message>
    <message>
        <source>data must stay on-premises</source>
        <translation>資料必須留在地端</translation>
    </message>
    <message>
        <source>not a machine for the line/edge PC</source>
        <translation>不適合作為產線電腦／邊緣裝置</translation>
    </message>
    <message>
        <source>uses {n} devices, limit is {limit}</source>
        <translation>使用 {n} 個裝置，上限為 {limit}</translation>
    </message>
    <message>
        <source>streams {speed} tokens/s per answer, slower than {minimum} tokens/s</source>
        <translation>每個回答輸出 {speed} tokens/s，低於 {minimum} tokens/s</translation>
    </message>
    <message>
        <source>a run takes {hours} h, {allowed} h allowed</source>
        <translation>每次執行需 {hours} h，上限為 {allowed} h</translation>
    </message>
    <message>
        <source>a day (24 h)</source>
        <translation>一天（24 h）</translation>
    </message>
    <message>
        <source>a week (168 h)</source>
        <translation>一週（168 h）</translation>
    </message>
    <message>
        <source>a month (730 h)</source>
        <translation>一個月（730 h）</translation>
    </message>
    <message>
        <source>a quarter (2,190 h)</source>
        <translation>一季（2,190 h）</translation>
    </message>
    <message>
        <source>the {window} window has no hours in the working calendar (Assumptions → office hours)</source>
        <translation>{window} 時段在工作行事曆中沒有任何時數（假設 → 上班時間）</translation>
    </message>
    <message>
        <source>{runs} run(s) of {hours} h do not fit in {period}</source>
        <translation>{runs} 次、每次 {hours} h 的執行排不進{period}</translation>
    </message>
    <message>
        <source>a run takes {hours} h of work, {wall} h on the calendar inside its window, {allowed} h allowed</source>
        <translation>每次執行需 {hours} h 的運算，只在執行時段內進行時實際要經過 {wall} h，上限為 {allowed} h</translation>
    </message>
    <message>
        <source>{n} machines share each run ({why})</source>
        <translation>每次執行由 {n} 台機器分攤（{why}）</translation>
    </message>
    <message>
        <source>offered only as spot (interruptible) capacity; this workload must not be interrupted</source>
        <translation>僅提供 Spot（可中斷）容量；此工作負載不能被中斷</translation>
    </message>
    <message>
        <source>provider not among the clouds you rent from (Assumptions → cloud providers)</source>
        <translation>供應商不在您選擇租用的雲端之列（假設 → 雲端供應商）</translation>
    </message>
    <message>
        <source>rented outside Taiwan; the data must stay in Taiwan</source>
        <translation>租用地點在台灣以外；資料必須留在台灣</translation>
    </message>
    <message>
        <source>not {vendor} hardware; the workload is limited to {vendor}</source>
        <translation>不是 {vendor} 的硬體；此工作負載限用 {vendor}</translation>
    </message>
    <message>
        <source>no published compute figure for this accelerator (its maker&apos;s pages give none): its speed cannot be estimated</source>
        <translation>此加速器沒有公開的算力數據（原廠資料未列出）：無法估計其速度</translation>
    </message>
    <message>
        <source>has {n} devices; the workload states {stated}</source>
        <translation>有 {n} 個裝置；此工作負載指定為 {stated} 個</translation>
    </message>
    <message>
        <source>the experts kept in host RAM need {need} GB; the host takes at most {limit} GB</source>
        <translation>放在主機記憶體的專家權重需要 {need} GB；這台主機最多只能裝 {limit} GB</translation>
    </message>
    <message>
        <source>at the slow end of the estimate&apos;s 80 % range a run takes {high} h, over the {allowed} h allowed</source>
        <translation>若落在估計 80 % 區間的慢端，每次執行需 {high} h，超過允許的 {allowed} h</translation>
    </message>
    <message>
        <source>the offloaded training state needs {need} GB of host RAM; the host takes at most {limit} GB</source>
        <translation>卸載的訓練狀態需要 {need} GB 主機 RAM；此主機最多可裝 {limit} GB</translation>
    </message>
    <message>
        <source>the model supports {max} tokens of context; the workload needs {n}</source>
        <translation>模型支援的上下文長度為 {max} tokens；此工作負載需要 {n}</translation>
    </message>
    <message>
        <source>has 1 device; the workload states {stated}</source>
        <translation>有 1 個裝置；此工作負載指定為 {stated} 個</translation>
    </message>
    <message>
        <source>over the annual budget</source>
        <translation>超出年度預算</translation>
    </message>
    <message>
        <source>at the slow end of the estimate&apos;s 80 % range the first token comes after {high} ms (P{p}), over the {target} ms target</source>
        <translation>若落在估計 80 % 區間的慢端，首個 token 需 {high} ms（P{p}）才出現，超過 {target} ms 的目標</translation>
    </message>
    <message>
        <source>at the slow end of the estimate&apos;s 80 % range it answers in {high} ms (P{p}), over the {target} ms target</source>
        <translation>若落在估計 80 % 區間的慢端，回應需 {high} ms（P{p}），超過 {target} ms 的目標</translation>
    </message>
    <message>
        <source>{bottleneck}-bound</source>
        <translation>瓶頸在{bottleneck}</translation>
    </message>
    <message>
        <source>{component} is {share} of the cost</source>
        <translation>{component}占成本的 {share}</translation>
    </message>
    <message>
        <source>busy {hours} h/month; resale {resale} after {months} months</source>
        <translation>每月運算 {hours} h；{months} 個月後殘值 {resale}</translation>
    </message>
    <message>
        <source>a request in flight {share} of the time (busy power then, idle power otherwise)</source>
        <translation>有請求處理中的時間占 {share}（此時以忙碌功耗計，其餘以閒置功耗計）</translation>
    </message>
    <message>
        <source>spot price with {n} interruptions/h</source>
        <translation>Spot 價格，每小時中斷 {n} 次</translation>
    </message>
    <message>
        <source>commitment billed whether used or not</source>
        <translation>承諾用量不論是否使用都會計費</translation>
    </message>
    <message>
        <source>priced at the assumed {share} off on-demand (the provider publishes no {term} price)</source>
        <translation>以假設比隨需價便宜 {share} 計價（供應商未公布{term}承諾價格）</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>一年期</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>三年期</translation>
    </message>
    <message>
        <source>on-demand price</source>
        <translation>隨需價格</translation>
    </message>
    <message>
        <source>{n} instances at once: capacity at this scale is reserved with the provider, not found at the listed price on demand</source>
        <translation>同時需要 {n} 個執行個體：這種規模的容量須向業者預約，無法以牌價隨需取得</translation>
    </message>
    <message>
        <source>{n} replicas behind one load balancer for the request rate</source>
        <translation>依請求量需 {n} 個副本，共用一個負載平衡器</translation>
    </message>
    <message>
        <source>cannot estimate this workload: {why}</source>
        <translation>無法估算此工作負載：{why}</translation>
    </message>
    <message>
        <source>the planning horizon ({years} years) is too short to spread a one-off job over</source>
        <translation>規劃期間（{years} 年）太短，無法攤提一次性的工作</translation>
    </message>
    <message>
        <source>draws up to {peak} kW: more than a {volts} V/{amps} A office circuit carries continuously ({limit} kW); plan a dedicated circuit</source>
        <translation>最高耗電 {peak} kW：超過 {volts} V/{amps} A 辦公室電路可持續承載的 {limit} kW；請規劃專用電路</translation>
    </message>
    <message>
        <source>each of the {n} machines draws up to {peak} kW ({total} kW together): more than a {volts} V/{amps} A office circuit carries continuously ({limit} kW); plan a dedicated circuit for each</source>
        <translation>{n} 台機器每台最高耗電 {peak} kW（合計 {total} kW）：超過 {volts} V/{amps} A 辦公室迴路可持續承載的 {limit} kW；每台各需規劃一條專用迴路</translation>
    </message>
    <message>
        <source>the {n} machines draw up to {total} kW together: more than a {volts} V/{amps} A office circuit carries continuously ({limit} kW); spread them over {circuits} circuits</source>
        <translation>{n} 台機器合計最高耗電 {total} kW：超過 {volts} V/{amps} A 辦公室迴路可持續承載的 {limit} kW；請分散到 {circuits} 條迴路</translation>
    </message>
    <message>
        <source>tight: uses {share} of the device memory, inside the {margin} safety margin</source>
        <translation>記憶體吃緊：使用裝置記憶體的 {share}，已進入 {margin} 的安全餘裕</translation>
    </message>
    <message>
        <source>no catalog option or cluster has {n} devices (the largest has {largest}); clear the device count to let the advisor choose</source>
        <translation>沒有任何目錄選項或叢集具有 {n} 個裝置（最多為 {largest} 個）；清除裝置數量，讓顧問自行選擇</translation>
    </message>
    <message>
        <source>no catalog option has {n} devices (the largest has {largest}); clear the device count to let the advisor choose</source>
        <translation>型錄中沒有 {n} 個裝置的方案（最多為 {largest} 個）；請清除裝置數，讓系統自行選擇</translation>
    </message>
    <message>
        <source>{reasons} → {suggestions}</source>
        <translation>{reasons} → {suggestions}</translation>
    </message>
    <message>
        <source>over-specified: {ratio}× the cost of the best option for this job</source>
        <translation>規格過高：成本是此工作最佳方案的 {ratio} 倍</translation>
    </message>
    <message>
        <source>fits; {ratio}× the cost of the best option</source>
        <translation>可行；成本是最佳方案的 {ratio} 倍</translation>
    </message>
    <message>
        <source>EXL2 bits per weight out of range: {name}</source>
        <translation>EXL2 每權重位元數超出範圍：{name}</translation>
    </message>
    <message>
        <source>unknown GGUF type &apos;{name}&apos;</source>
        <translation>未知的 GGUF 類型「{name}」</translation>
    </message>
    <message>
        <source>unknown weight format &apos;{name}&apos;</source>
        <translation>未知的權重格式「{name}」</translation>
    </message>
    <message>
        <source>no efficiency data for &apos;{key}&apos;</source>
        <translation>沒有「{key}」的效率資料</translation>
    </message>
    <message>
        <source>speed calibrated on your own runs ({n} measurement(s) on this GPU and runtime: × {factor})</source>
        <extracomment>A measurement may move the engine&apos;s speed by at most this much (a factor outside it means the measurement and the estimate describe different things: reported, not applied beyond it). A measurement&apos;s kind (``domain.project.WorkloadKind``) as the calibration CSV&apos;s ``workload`` column says it: the CSV has one &quot;inference&quot; and one &quot;serving&quot; kind.</extracomment>
        <translation>速度已依您自己的執行結果校正（此 GPU 與執行環境的 {n} 筆量測：× {factor}）</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>invalid value</source>
        <translation>無效的值</translation>
    </message>
    <message>
        <source>must be at least {bound}</source>
        <translation>必須至少為 {bound}</translation>
    </message>
    <message>
        <source>must be greater than {bound}</source>
        <translation>必須大於 {bound}</translation>
    </message>
    <message>
        <source>must be at most {bound}</source>
        <translation>最多為 {bound}</translation>
    </message>
    <message>
        <source>must be less than {bound}</source>
        <translation>必須小於 {bound}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>為必填</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不可空白</translation>
    </message>
    <message>
        <source>must have at least {n} characters</source>
        <translation>至少需要 {n} 個字元</translation>
    </message>
    <message>
        <source>must have at most {n} characters</source>
        <translation>最多 {n} 個字元</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>不是已知的欄位</translation>
    </message>
    <message>
        <source>must be one of {choices}</source>
        <translation>必須是下列其中之一：{choices}</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必須是有限的數值</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必須是數字</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必須是整數</translation>
    </message>
    <message>
        <source>{problem} (got {value})</source>
        <translation>{problem}（輸入值為 {value}）</translation>
    </message>
    <message>
        <source>{problem} (and {n} more)</source>
        <translation>{problem}（另有 {n} 項）</translation>
    </message>
    <message>
        <source>the key/value heads cannot be more than the attention heads</source>
        <extracomment>Training optimizers. &quot;adamw&quot;: PyTorch&apos;s AdamW (multi-tensor &quot;foreach&quot; kernels, the default); &quot;adamw_fused&quot;: the same update in one fused kernel per parameter group (``torch.optim.AdamW(fused=True)``, apex/Transformer Engine FusedAdam): the same memory, less time per optimizer step; &quot;adamw_8bit&quot;: bitsandbytes 8-bit blockwise states (Dettmers et al. 2022, arXiv 2110.02861); &quot;paged_adamw_8bit&quot;: the same states in CUDA unified memory, which the driver pages out to host RAM when the GPU runs out (bitsandbytes PagedAdamW8bit). Training code: &quot;ordinary&quot; - a usual training script for the runtime (today&apos;s efficiency for the runtime); &quot;tuned&quot; - benchmark code tuned like MLPerf submissions (fused kernels, CUDA graphs, DALI data loading); engine.estimate models the difference (efficiency.py ``train_runtime.tuned``, ``cnn_train_flop_per_byte.tuned``). Where offloaded training state lives: host RAM, or NVMe SSDs (ZeRO-Infinity, Rajbhandari et al. SC&apos;21). Inference weights kept outside the GPU. &quot;experts&quot;: the routed experts of a mixture-of-experts model stay in host RAM (llama.cpp ``--cpu-moe`` / ``--n-cpu-moe`` / ``-ot exps=CPU``; Hugging Face accelerate ``device_map`` offload); attention, shared experts, router, embeddings and the KV cache stay on the GPU. vLLM and TensorRT-LLM have no expert offload. Speculative decoding (LLM services): a cheap proposer drafts tokens that the model verifies in one step. &quot;draft_model&quot;: a small model of the same family (Leviathan et al. 2023; Chen et al. 2023); &quot;ngram&quot;: tokens looked up in the prompt and the answer so far (prompt lookup; vLLM ``method=&quot;ngram&quot;``); &quot;eagle&quot;: a one-layer head on the model&apos;s own hidden states (Li et al. 2024, EAGLE). ``engine.serving`` models the effect. Runs per month implied by one run per period (730 h/month; 52/12 weeks; 365/12 days).</extracomment>
        <translation>KV 頭數不能多於注意力頭數</translation>
    </message>
    <message>
        <source>the experts per token cannot be more than the experts</source>
        <translation>每個 token 使用的專家數不能多於專家總數</translation>
    </message>
    <message>
        <source>the active parameters cannot be more than the parameters</source>
        <translation>啟用參數量不能多於總參數量</translation>
    </message>
    <message>
        <source>unknown LoRA target(s) {names}; use {allowed}</source>
        <extracomment>Share of a day&apos;s questions asked in its busiest hour when the audience does not say.</extracomment>
        <translation>未知的 LoRA 目標模組 {names}；請使用 {allowed}</translation>
    </message>
    <message>
        <source>LoRA targets: name at least one projection (q, k, v, o, gate, up, down or all)</source>
        <translation>LoRA 目標：至少指定一個投影層（q、k、v、o、gate、up、down 或 all）</translation>
    </message>
    <message>
        <source>write a time of day as HH:MM, e.g. 09:00</source>
        <translation>請以 HH:MM 輸入時間，例如 09:00</translation>
    </message>
    <message>
        <source>a working day is listed twice</source>
        <translation>同一個工作日重複列出</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>GPU share of unified memory (macOS wired limit; assumption)</source>
        <translation>GPU 可用的統一記憶體比例（macOS wired 上限；假設值）</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>first token after {latency} ms, over the {target} ms target</source>
        <translation>第一個字在 {latency} ms 後才出現，超過 {target} ms 的目標</translation>
    </message>
    <message>
        <source>latency {latency} ms exceeds the {target} ms target</source>
        <translation>延遲 {latency} ms，超過 {target} ms 的目標</translation>
    </message>
    <message>
        <source>at {rps} requests/s no number of replicas keeps P{p} within the {target} ms target (one request alone: {latency} ms)</source>
        <translation>每秒 {rps} 個請求時，再多副本也無法讓 P{p} 落在 {target} ms 目標內（單一請求本身就需 {latency} ms）</translation>
    </message>
    <message>
        <source>needs {need} GiB per device, has {usable} GiB usable ({device} GB device)</source>
        <translation>每個裝置需要 {need} GiB，可用 {usable} GiB（裝置為 {device} GB）</translation>
    </message>
    <message>
        <source>Memory traffic per sample (activations x bytes per activation)</source>
        <translation>每個樣本的記憶體流量（激活值數量 x 每個激活值的位元組數）</translation>
    </message>
    <message>
        <source>the model&apos;s compute per sample is not known, so its speed cannot be estimated: enter its GFLOPs per sample (Model tab)</source>
        <translation>不知道此模型每個樣本的運算量，無法估計速度：請在「模型」分頁輸入每個樣本的 GFLOPs</translation>
    </message>
    <message>
        <source>Model split (Megatron-LM): {tp}-way tensor parallel x {pp} pipeline stages</source>
        <translation>模型切分（Megatron-LM）：{tp} 路張量平行 × {pp} 段管線</translation>
    </message>
    <message>
        <source>Sharding chosen: FSDP / ZeRO-3 over data-parallel devices</source>
        <translation>採用分片：FSDP / ZeRO-3，分散到資料平行的各裝置</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>個裝置</translation>
    </message>
    <message>
        <source>Dense peak per device ({figure})</source>
        <translation>每個裝置的稠密算力理論峰值（{figure}）</translation>
    </message>
    <message>
        <source>CPU launch time per step (passes x layers x per-layer cost)</source>
        <translation>每步 CPU 啟動核心時間（傳遞次數 x 層數 x 每層成本）</translation>
    </message>
    <message>
        <source>Dequantizing the 4-bit weights per micro-batch (QLoRA)</source>
        <translation>每個 micro-batch 將 4-bit 權重反量化的時間（QLoRA）</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduce time per token</source>
        <translation>每個 token 的張量平行 all-reduce 時間</translation>
    </message>
    <message>
        <source>MoE token dispatch and combine (all-to-all) per token</source>
        <translation>每個 token 的 MoE 派送與合併（all-to-all）時間</translation>
    </message>
    <message>
        <source>MoE expert weights read beyond the expert FLOPs per token</source>
        <translation>每個 token 讀取 MoE 專家權重超出專家運算的時間</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>個副本</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>次</translation>
    </message>
    <message>
        <source>Forward passes per image (denoising steps)</source>
        <translation>每張圖的前向運算次數（去噪步數）</translation>
    </message>
    <message>
        <source>Inputs per pass and image (2 with classifier-free guidance)</source>
        <translation>每次運算、每張圖的輸入數（使用無分類器引導時為 2）</translation>
    </message>
    <message>
        <source>Copies of the model side by side (data parallel), {n} device(s) each</source>
        <translation>並排執行多份模型副本（資料平行），每份使用 {n} 個裝置</translation>
    </message>
    <message>
        <source>Replicas behind one load balancer (one queue for a free slot)</source>
        <translation>共用一個負載平衡器的副本數（等候空位時為同一個佇列）</translation>
    </message>
    <message>
        <source>Concurrent sequences (KV pool / scheduler)</source>
        <translation>並行序列數（KV 池／排程器）</translation>
    </message>
    <message>
        <source>Prompt tokens computed per request (the rest from the prefix cache)</source>
        <translation>每個請求實際計算的提示詞 token 數（其餘來自前綴快取）</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens drafted per step</source>
        <translation>推測解碼：每步草擬的 token 數</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens gained per step (1 - a^(k+1)) / (1 - a)</source>
        <translation>推測解碼：每步實得的 token 數 (1 - a^(k+1)) / (1 - a)</translation>
    </message>
    <message>
        <source>Chunked prefill: tokens per engine step</source>
        <translation>分塊 prefill：每個引擎步驟的 token 數</translation>
    </message>
    <message>
        <source>Saturation: most requests/s per replica</source>
        <translation>飽和點：每個副本最多可處理的 requests/s</translation>
    </message>
    <message>
        <source>Most requests/s per replica within the latency target</source>
        <translation>符合延遲目標時，每個副本最多可處理的 requests/s</translation>
    </message>
    <message>
        <source>Requests/s per replica at the planned load</source>
        <translation>規劃負載下每個副本的 requests/s</translation>
    </message>
    <message>
        <source>Sequences decoding at the planned load</source>
        <translation>規劃負載下同時 decode 的序列數</translation>
    </message>
    <message>
        <source>Time to first token P{pct} at the planned load</source>
        <translation>規劃負載下的首個 token 時間 P{pct}</translation>
    </message>
    <message>
        <source>{runtime} does not run {method} speculative decoding; it is left out</source>
        <translation>{runtime} 不支援 {method} 推測解碼；已不納入計算</translation>
    </message>
    <message>
        <source>Inter-node traffic per step and node</source>
        <translation>每步驟每節點的跨節點流量</translation>
    </message>
    <message>
        <source>Share of the step left after exposed inter-node communication</source>
        <translation>扣除未被重疊的跨節點通訊後，步驟剩餘的比例</translation>
    </message>
    <message>
        <source>CPU optimizer steps and host transfers (offload)</source>
        <translation>CPU 上的最佳化器步驟與主機傳輸（卸載）</translation>
    </message>
    <message>
        <source>{size} GiB of optimizer states paged out to host RAM (paged optimizer)</source>
        <translation>{size} GiB 的最佳化器狀態被分頁移到主機 RAM（分頁式最佳化器）</translation>
    </message>
    <message>
        <source>Optimizer step on the GPU ({bytes} bytes per parameter)</source>
        <translation>GPU 上的最佳化器步驟（每個參數 {bytes} 位元組）</translation>
    </message>
    <message>
        <source>Paged optimizer states over PCIe per step</source>
        <translation>每步經 PCIe 分頁傳輸的最佳化器狀態</translation>
    </message>
    <message>
        <source>Host transfers per micro-batch (weights, activations; overlapped)</source>
        <translation>每個微批次的主機傳輸（權重、激活值；與運算重疊）</translation>
    </message>
    <message>
        <source>Tuned benchmark code (fused kernels, CUDA graphs)</source>
        <translation>調校過的基準測試程式碼（融合核心函式、CUDA graphs）</translation>
    </message>
    <message>
        <source>optimizer in backward cannot accumulate gradients; set gradient accumulation to 1</source>
        <translation>在反向傳播中執行最佳化器步驟時無法累積梯度；請將梯度累積設為 1</translation>
    </message>
    <message>
        <source>P{pct} response time at the planned load</source>
        <translation>規劃負載下的 P{pct} 回應時間</translation>
    </message>
    <message>
        <source>Routed experts kept in host RAM (expert offload)</source>
        <translation>路由專家保留在主機 RAM 中（專家卸載）</translation>
    </message>
    <message>
        <source>Expert time per decode step from host RAM ({path})</source>
        <translation>每個解碼步驟從主機 RAM 存取專家的時間（{path}）</translation>
    </message>
    <message>
        <source>{runtime} cannot keep MoE experts in host RAM; use llama.cpp (--n-cpu-moe) or Hugging Face transformers</source>
        <translation>{runtime} 無法將 MoE 專家保留在主機 RAM 中；請使用 llama.cpp（--n-cpu-moe）或 Hugging Face transformers</translation>
    </message>
    <message>
        <source>a draft model</source>
        <extracomment>llama.cpp&apos;s physical batch (``-ub, --ubatch-size``, default 512: llama.cpp common/arg.cpp) and the batch from which its CUDA backend copies a host-resident weight to the GPU for a matmul instead of running the matmul on the CPU (``ggml_backend_cuda_device_offload_op``: ``min_batch_size = 32``; ``MUL_MAT_ID``, the expert matmul, counts the tokens). runtimes that keep routed experts in host RAM: llama.cpp (``--cpu-moe``, ``--n-cpu-moe N``, ``-ot exps=CPU``) and PyTorch eager stacks (Hugging Face accelerate ``device_map`` with experts on &quot;cpu&quot;: the weights of a module are copied to the GPU when it runs). vLLM, TensorRT-LLM and SGLang have no expert offload (vLLM&apos;s ``--cpu-offload-gb`` streams whole layers, not experts).</extracomment>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>n-gram</source>
        <translation>n-gram</translation>
    </message>
    <message>
        <source>Machine balance (peak / bandwidth)</source>
        <translation>機器平衡值（理論峰值 / 頻寬）</translation>
    </message>
    <message>
        <source>Training efficiency ({segment}): 1/(1/e_gemm + c x balance)</source>
        <translation>訓練效率（{segment}）：1/(1/e_gemm + c x balance)</translation>
    </message>
    <message>
        <source>share of peak</source>
        <translation>占理論峰值比例</translation>
    </message>
    <message>
        <source>Runtime factor ({runtime})</source>
        <translation>執行環境係數（{runtime}）</translation>
    </message>
    <message>
        <source>Narrow-GEMM factor h/(h+w0)</source>
        <translation>窄 GEMM 係數 h/(h+w0)</translation>
    </message>
    <message>
        <source>Scaling efficiency per device ({link}, {n} devices)</source>
        <translation>每個裝置的擴展效率（{link}，{n} 個裝置）</translation>
    </message>
    <message>
        <source>CPU launch time per step (GPU waits)</source>
        <translation>每步 CPU 啟動核心時間（GPU 等待）</translation>
    </message>
    <message>
        <source>Training FLOPs per sample (3 x forward)</source>
        <translation>每個樣本的訓練 FLOPs（3 x 前向）</translation>
    </message>
    <message>
        <source>Memory traffic per sample (FLOPs / intensity)</source>
        <translation>每個樣本的記憶體流量（FLOPs / 運算強度）</translation>
    </message>
    <message>
        <source>Executed FLOPs per run</source>
        <translation>每次執行的實際 FLOPs</translation>
    </message>
    <message>
        <source>Goodput of a long run (checkpoints, restarts)</source>
        <translation>長時間執行的有效產出率（檢查點、重新啟動）</translation>
    </message>
    <message>
        <source>the dataset size is not set (tokens or samples), so the run time is unknown</source>
        <translation>尚未設定資料集大小（tokens 或樣本數），因此無法得知執行時間</translation>
    </message>
    <message>
        <source>Time per run</source>
        <translation>每次執行時間</translation>
    </message>
    <message>
        <source>Prefill efficiency ({key})</source>
        <translation>Prefill 效率（{key}）</translation>
    </message>
    <message>
        <source>Memory bandwidth per device</source>
        <translation>每個裝置的記憶體頻寬</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency ({key})</source>
        <translation>Decode 頻寬效率（{key}）</translation>
    </message>
    <message>
        <source>Fixed cost per decode step (launches, sync)</source>
        <translation>每個 decode 步驟的固定成本（核心啟動、同步）</translation>
    </message>
    <message>
        <source>Concurrent sequences (KV pool / scheduler / latency)</source>
        <translation>並行序列數（KV 池／排程器／延遲）</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>個序列</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每個 token 的 KV 快取</translation>
    </message>
    <message>
        <source>Decode step at that batch (TPOT)</source>
        <translation>該批次下的 decode 步驟時間（TPOT）</translation>
    </message>
    <message>
        <source>Prefill per request (TTFT)</source>
        <translation>每個請求的 prefill 時間（TTFT）</translation>
    </message>
    <message>
        <source>Bytes streamed per decode step</source>
        <translation>每個 decode 步驟讀取的位元組數</translation>
    </message>
    <message>
        <source>Decode step (TPOT)</source>
        <translation>Decode 步驟時間（TPOT）</translation>
    </message>
    <message>
        <source>Prefill (TTFT)</source>
        <translation>Prefill 時間（TTFT）</translation>
    </message>
    <message>
        <source>Compute efficiency ({key})</source>
        <translation>運算效率（{key}）</translation>
    </message>
    <message>
        <source>Forward FLOPs per sample</source>
        <translation>每個樣本的前向 FLOPs</translation>
    </message>
    <message>
        <source>Time per batch</source>
        <translation>每批次時間</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Could not write {name}:

{problem}</source>
        <translation>無法寫入 {name}：

{problem}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已儲存 {name}</translation>
    </message>
    <message>
        <source>Export the one-page summary</source>
        <translation>匯出一頁摘要</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>匯出 PDF</translation>
    </message>
    <message>
        <source> - summary</source>
        <translation> - 摘要</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf);;PDF, Letter (*.pdf)</source>
        <translation>PDF，A4 (*.pdf);;PDF，Letter (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export PDF</source>
        <translation>無法匯出 PDF</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>匯出 Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 活頁簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot export Excel</source>
        <translation>無法匯出 Excel</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} 天</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>{n} ms</source>
        <translation>{n} ms</translation>
    </message>
    <message>
        <source>{n} GiB</source>
        <translation>{n} GiB</translation>
    </message>
    <message>
        <source>{n} {unit}</source>
        <translation>{n} {unit}</translation>
    </message>
</context>
<context>
    <name>Guided</name>
    <message>
        <source>How many people will use it?</source>
        <extracomment>Busiest-hour share of a day&apos;s questions for a service open around the clock (flatter than an office day&apos;s 20 %, ``domain.project.DEFAULT_BUSY_HOUR_SHARE``): see ``BUSY_HOUR_SOURCE``. Share of answers that must arrive within the time the user gives (&quot;answer within 5 s&quot;). Tokens of a chat question and its answer (a paragraph in, a few paragraphs out). A document question: the question plus the retrieved passages (about 6 chunks of 500 tokens). Chunks of about 500 tokens a document page is cut into for the search index.</extracomment>
        <translation>會有多少人使用？</translation>
    </message>
    <message>
        <source>Everyone who may ask it questions, e.g. 40 staff.</source>
        <translation>所有可能向它提問的人，例如 40 位員工。</translation>
    </message>
    <message>
        <source>Questions per person per working day</source>
        <translation>每人每個工作日的提問數</translation>
    </message>
    <message>
        <source>How often one person asks on an ordinary day; 10 is a keen user.</source>
        <translation>一個人在平常一天提問的次數；10 次算是重度使用者。</translation>
    </message>
    <message>
        <source>Answer within</source>
        <translation>需在多久內回答</translation>
    </message>
    <message>
        <source>The longest a person should wait for a whole answer, typed as you would say it: 5 s, 10 秒, 1 min. 19 of 20 answers must arrive within it.</source>
        <translation>一個人最多願意等待完整回答的時間，照平常說法輸入即可：5 s、10 秒、1 min。每 20 個回答中須有 19 個在此時間內送達。</translation>
    </message>
    <message>
        <source>When is it used?</source>
        <translation>什麼時候使用？</translation>
    </message>
    <message>
        <source>Office hours: working days, 09:00–18:00 (set in the assumptions). Always: around the clock, every day.</source>
        <translation>上班時間：工作日 09:00–18:00（於假設中設定）。全天：全天候、每天。</translation>
    </message>
    <message>
        <source>Office hours</source>
        <translation>上班時間</translation>
    </message>
    <message>
        <source>Always (24 hours a day)</source>
        <translation>全天（每天 24 小時）</translation>
    </message>
    <message>
        <source>Must the data stay in the company?</source>
        <translation>資料是否必須留在公司內部？</translation>
    </message>
    <message>
        <source>Yes: only machines you own are considered; cloud rentals are shown for comparison only.</source>
        <translation>是：只考慮自購的機器；雲端租用僅供比較。</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型大小</translation>
    </message>
    <message>
        <source>A small model (8 billion parameters) answers fast on one graphics card; a large one (70 billion) answers better and needs several.</source>
        <translation>小型模型（80 億參數）在一張顯示卡上就能快速回答；大型模型（700 億參數）回答品質較好，但需要多張顯示卡。</translation>
    </message>
    <message>
        <source>Small (Llama 3 8B): fast, one GPU</source>
        <translation>小型（Llama 3 8B）：速度快，一張 GPU</translation>
    </message>
    <message>
        <source>Large (Llama 3 70B): better answers, several GPUs</source>
        <translation>大型（Llama 3 70B）：回答較好，需多張 GPU</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>Every week</source>
        <translation>每週</translation>
    </message>
    <message>
        <source>Every month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Every quarter</source>
        <translation>每季</translation>
    </message>
    <message>
        <source>How often is it trained again?</source>
        <translation>多久重新訓練一次？</translation>
    </message>
    <message>
        <source>Training again on new data keeps the model up to date.</source>
        <translation>以新資料重新訓練，可讓模型保持最新。</translation>
    </message>
    <message>
        <source>One training may take at most</source>
        <translation>單次訓練最多可花</translation>
    </message>
    <message>
        <source>The deadline of one run, e.g. 24 h, 2 天, a weekend = 60 h.</source>
        <translation>單次執行的期限，例如 24 h、2 天、一個週末 = 60 h。</translation>
    </message>
    <message>
        <source>Chat assistant for {n} staff</source>
        <translation>{n} 位員工的聊天助理</translation>
    </message>
    <message>
        <source>Internal chat assistant: {n} people, {q} questions each a working day, each answer within {t}.</source>
        <translation>內部聊天助理：{n} 人，每人每個工作日提問 {q} 次，每個回答須在 {t} 內送達。</translation>
    </message>
    <message>
        <source>Document Q&amp;A for {n} staff</source>
        <translation>{n} 位員工的文件問答</translation>
    </message>
    <message>
        <source>Answers questions from company documents (retrieval-augmented generation): each question carries the passages found in the documents.</source>
        <translation>根據公司文件回答問題（檢索增強生成，RAG）：每個問題都會附上從文件中找到的段落。</translation>
    </message>
    <message>
        <source>Index {n} document pages</source>
        <translation>建立 {n} 頁文件的索引</translation>
    </message>
    <message>
        <source>Turns every page into search vectors with an embedding model of BERT-base size (about {n} passages of 500 tokens), at night.</source>
        <translation>於夜間以 BERT-base 大小的嵌入模型，將每一頁轉成搜尋向量（約 {n} 個 500 tokens 的段落）。</translation>
    </message>
    <message>
        <source>QLoRA fine-tune of a 70B LLM on company documents</source>
        <translation>以公司文件對 70B LLM 進行 QLoRA 微調</translation>
    </message>
    <message>
        <source>LoRA fine-tune of an 8B LLM on company documents</source>
        <translation>以公司文件對 8B LLM 進行 LoRA 微調</translation>
    </message>
    <message>
        <source>Adapts the model to {n} examples from company documents (passages of about 2,000 tokens).</source>
        <translation>以公司文件中的 {n} 個範例（約 2,000 tokens 的段落）調整模型。</translation>
    </message>
    <message>
        <source>Defect detector training</source>
        <translation>瑕疵偵測模型訓練</translation>
    </message>
    <message>
        <source>A YOLOv8m detector trained on {n} labelled images of {size} pixels.</source>
        <translation>以 {n} 張 {size} 像素的標註影像訓練 YOLOv8m 偵測模型。</translation>
    </message>
    <message>
        <source>Defect inspection on the line PC</source>
        <translation>產線電腦上的瑕疵檢測</translation>
    </message>
    <message>
        <source>Checks {rate} images a second beside the production line, each within {t}.</source>
        <translation>於產線旁每秒檢查 {rate} 張影像，每張須在 {t} 內完成。</translation>
    </message>
    <message>
        <source>Nightly object detection on {n} images</source>
        <translation>每晚對 {n} 張影像進行物件偵測</translation>
    </message>
    <message>
        <source>Nightly classification of {n} images</source>
        <translation>每晚對 {n} 張影像進行分類</translation>
    </message>
    <message>
        <source>Every night, {n} images, finished within {t}.</source>
        <translation>每晚處理 {n} 張影像，須在 {t} 內完成。</translation>
    </message>
    <message>
        <source>Forecaster for {n} series</source>
        <translation>{n} 條序列的預測模型</translation>
    </message>
    <message>
        <source>An LSTM + Transformer forecaster of about 3 million parameters, trained on {n} series x {r} readings a day x {d} days of history.</source>
        <translation>約 300 萬參數的 LSTM + Transformer 預測模型，以 {n} 條序列 × 每天 {r} 筆讀數 × {d} 天歷史資料訓練。</translation>
    </message>
    <message>
        <source>Internal chat assistant</source>
        <translation>內部聊天助理</translation>
    </message>
    <message>
        <source>A ChatGPT-like assistant that staff ask questions, running on your own model.</source>
        <translation>類似 ChatGPT 的助理，供員工提問，執行您自己的模型。</translation>
    </message>
    <message>
        <source>Creates one service workload: a language model answering staff.</source>
        <translation>建立一個服務工作負載：由語言模型回答員工問題。</translation>
    </message>
    <message>
        <source>Document Q&amp;A over company files (RAG)</source>
        <translation>公司檔案的文件問答（RAG）</translation>
    </message>
    <message>
        <source>Staff ask questions and get answers taken from your own documents, manuals and regulations.</source>
        <translation>員工提問，並從您自己的文件、手冊與規章中取得答案。</translation>
    </message>
    <message>
        <source>How many pages of documents?</source>
        <translation>文件共有多少頁？</translation>
    </message>
    <message>
        <source>All the pages it should search, e.g. 20,000 pages of manuals and procedures.</source>
        <translation>它要搜尋的所有頁面，例如 20,000 頁的手冊與作業程序。</translation>
    </message>
    <message>
        <source>How often are the documents read again?</source>
        <translation>文件多久重新讀取一次？</translation>
    </message>
    <message>
        <source>New and changed documents are indexed at night.</source>
        <translation>新增與變更的文件會在夜間建立索引。</translation>
    </message>
    <message>
        <source>Every night</source>
        <translation>每晚</translation>
    </message>
    <message>
        <source>Creates two workloads: the question-answering service and the nightly indexing of the documents.</source>
        <translation>建立兩個工作負載：問答服務，以及每晚的文件索引。</translation>
    </message>
    <message>
        <source>Fine-tune a language model on company documents</source>
        <translation>以公司文件微調語言模型</translation>
    </message>
    <message>
        <source>Teach an open model your company&apos;s terms and style (LoRA on a small model, QLoRA on a large one).</source>
        <translation>讓開放模型學會貴公司的用語與風格（小型模型用 LoRA，大型模型用 QLoRA）。</translation>
    </message>
    <message>
        <source>How many training examples?</source>
        <translation>有多少訓練範例？</translation>
    </message>
    <message>
        <source>Question-and-answer pairs or document passages, e.g. 20,000.</source>
        <translation>問答配對或文件段落，例如 20,000 筆。</translation>
    </message>
    <message>
        <source>Creates one training workload.</source>
        <translation>建立一個訓練工作負載。</translation>
    </message>
    <message>
        <source>Defect detection on a production line</source>
        <translation>產線瑕疵偵測</translation>
    </message>
    <message>
        <source>Train a detector on labelled photos of good and bad parts, then check every part on a PC beside the line.</source>
        <translation>以標註好的良品與不良品照片訓練偵測模型，再於產線旁的電腦上檢查每個零件。</translation>
    </message>
    <message>
        <source>How many labelled images to train on?</source>
        <translation>要用多少張標註影像訓練？</translation>
    </message>
    <message>
        <source>Photos with the defects marked, e.g. 20,000.</source>
        <translation>標出瑕疵的照片，例如 20,000 張。</translation>
    </message>
    <message>
        <source>Camera image size</source>
        <translation>相機影像大小</translation>
    </message>
    <message>
        <source>Larger images find smaller defects and need more computing.</source>
        <translation>影像越大，能找出越小的瑕疵，但需要更多運算。</translation>
    </message>
    <message>
        <source>640 × 640 pixels</source>
        <translation>640 × 640 像素</translation>
    </message>
    <message>
        <source>1280 × 1280 pixels (small defects)</source>
        <translation>1280 × 1280 像素（小瑕疵）</translation>
    </message>
    <message>
        <source>Parts checked per second on the line</source>
        <translation>產線每秒檢查的零件數</translation>
    </message>
    <message>
        <source>How many images the line PC must check each second.</source>
        <translation>產線電腦每秒必須檢查多少張影像。</translation>
    </message>
    <message>
        <source>Each part checked within</source>
        <translation>每個零件須在多久內檢查完</translation>
    </message>
    <message>
        <source>The longest one check may take, e.g. 100 ms or 0.5 s.</source>
        <translation>單次檢查最多可花的時間，例如 100 ms 或 0.5 s。</translation>
    </message>
    <message>
        <source>Creates two workloads: the training and the inspection on the line PC.</source>
        <translation>建立兩個工作負載：訓練，以及產線電腦上的檢測。</translation>
    </message>
    <message>
        <source>Nightly image batch</source>
        <translation>每晚影像批次</translation>
    </message>
    <message>
        <source>Sort, tag or inspect the day&apos;s photos overnight (product images, scans).</source>
        <translation>在夜間將當天的照片分類、標記或檢查（產品照片、掃描檔）。</translation>
    </message>
    <message>
        <source>How many images per night?</source>
        <translation>每晚有多少張影像？</translation>
    </message>
    <message>
        <source>All the images of one night&apos;s batch, e.g. 50,000.</source>
        <translation>一晚批次中的所有影像，例如 50,000 張。</translation>
    </message>
    <message>
        <source>What is done to each image?</source>
        <translation>要對每張影像做什麼？</translation>
    </message>
    <message>
        <source>Classifying gives each image a label; detecting finds and boxes objects in it (more work).</source>
        <translation>分類是為每張影像加上一個標籤；偵測是找出影像中的物件並框出（工作量較大）。</translation>
    </message>
    <message>
        <source>Classify (ResNet-50)</source>
        <translation>分類（ResNet-50）</translation>
    </message>
    <message>
        <source>Detect objects (YOLOv8m)</source>
        <translation>偵測物件（YOLOv8m）</translation>
    </message>
    <message>
        <source>The batch must finish within</source>
        <translation>批次必須在多久內完成</translation>
    </message>
    <message>
        <source>The night&apos;s window, e.g. 8 h.</source>
        <translation>夜間的時段，例如 8 h。</translation>
    </message>
    <message>
        <source>Creates one nightly batch workload.</source>
        <translation>建立一個每晚批次工作負載。</translation>
    </message>
    <message>
        <source>Sales or sensor forecasting</source>
        <translation>銷售或感測器預測</translation>
    </message>
    <message>
        <source>Predict tomorrow&apos;s sales or a machine&apos;s readings from their history.</source>
        <translation>根據歷史資料預測明天的銷售量或機台的讀數。</translation>
    </message>
    <message>
        <source>How many things to forecast?</source>
        <translation>要預測多少項目？</translation>
    </message>
    <message>
        <source>Products, stores, machines or sensors, each with its own history, e.g. 200.</source>
        <translation>產品、門市、機台或感測器，各有自己的歷史資料，例如 200 個。</translation>
    </message>
    <message>
        <source>Readings per day of each</source>
        <translation>每個項目每天的讀數</translation>
    </message>
    <message>
        <source>1 for daily sales, 24 for hourly, 96 for every 15 minutes.</source>
        <translation>每日銷售為 1，每小時為 24，每 15 分鐘為 96。</translation>
    </message>
    <message>
        <source>Days of history to learn from</source>
        <translation>用於學習的歷史天數</translation>
    </message>
    <message>
        <source>How far back the data goes, e.g. 365 days.</source>
        <translation>資料可追溯多久，例如 365 天。</translation>
    </message>
    <message>
        <source>{question}: write a number.</source>
        <translation>{question}：請輸入數字。</translation>
    </message>
    <message>
        <source>{question}: “{text}” is not a number.</source>
        <translation>{question}：「{text}」不是數字。</translation>
    </message>
    <message>
        <source>{question}: at least {min}.</source>
        <translation>{question}：至少為 {min}。</translation>
    </message>
    <message>
        <source>{question}: at most {max}.</source>
        <translation>{question}：最多為 {max}。</translation>
    </message>
    <message>
        <source>{question}: {problem}</source>
        <translation>{question}：{problem}</translation>
    </message>
    <message>
        <source>{question}: choose one of the options.</source>
        <translation>{question}：請選擇其中一個選項。</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Click this, then any field or figure, for a one-sentence explanation.</source>
        <translation>按下此按鈕，再點選任一欄位或數字，即可看到一句話的說明。</translation>
    </message>
    <message>
        <source>The option&apos;s place in the ranking for the goal you chose (cheapest, fastest…).</source>
        <translation>此選項在您所選目標（最便宜、最快…）下的排名。</translation>
    </message>
    <message>
        <source>The machine to buy or the cloud instance to rent, with its GPUs.</source>
        <translation>要購買的機器或要租用的雲端執行個體，以及其 GPU。</translation>
    </message>
    <message>
        <source>What kind of hardware it is: a desktop, a workstation, a server, a Mac or a cloud instance.</source>
        <translation>硬體類型：桌上型電腦、工作站、伺服器、Mac 或雲端執行個體。</translation>
    </message>
    <message>
        <source>How long one run takes on this option, with the range 8 runs in 10 fall into.</source>
        <translation>在此選項上執行一次所需的時間，以及 10 次中有 8 次會落在的區間。</translation>
    </message>
    <message>
        <source>How fast it works: the time to one answer for a service, samples or tokens a second for a job.</source>
        <translation>執行速度：服務為產生一個回答的時間，作業為每秒處理的樣本數或 tokens 數。</translation>
    </message>
    <message>
        <source>What one run costs on this option.</source>
        <translation>在此選項上執行一次的成本。</translation>
    </message>
    <message>
        <source>What this workload costs a year on this option, with its range: a bought machine&apos;s price spread over its life, electricity and support; a rental&apos;s hours used.</source>
        <translation>此工作負載在此選項上每年的成本及其區間：自購機器為價格依使用年限攤提，加上電費與維護支援；租用為使用的時數。</translation>
    </message>
    <message>
        <source>How it is paid: bought, by the hour on demand, with a 1- or 3-year commitment, or as cheap interruptible spot capacity.</source>
        <translation>付費方式：自購、隨需按小時計費、1 年或 3 年預留，或便宜但可能被中斷的 Spot 容量。</translation>
    </message>
    <message>
        <source>Why it is ranked here, or why it does not fit and what would make it fit.</source>
        <translation>排在此名次的原因，或為何不可行以及如何才能可行。</translation>
    </message>
    <message>
        <source>The project the workload belongs to.</source>
        <translation>此工作負載所屬的專案。</translation>
    </message>
    <message>
        <source>The workload this line plans for.</source>
        <translation>這一行所規劃的工作負載。</translation>
    </message>
    <message>
        <source>The option chosen for the workload: the best for the goal you chose.</source>
        <translation>為此工作負載選定的選項：依您所選目標的最佳選項。</translation>
    </message>
    <message>
        <source>How it is paid: bought, on demand, with a commitment, or spot.</source>
        <translation>付費方式：自購、隨需、預留或 Spot。</translation>
    </message>
    <message>
        <source>What the choice costs a year.</source>
        <translation>此選擇每年的成本。</translation>
    </message>
    <message>
        <source>Why this option was chosen.</source>
        <translation>選擇此選項的原因。</translation>
    </message>
    <message>
        <source>What the file costs a year with each workload on its own best option, with its range, and the power drawn at the company.</source>
        <translation>每個工作負載各採用其最佳選項時，此檔案每年的成本及其區間，以及公司內的用電量。</translation>
    </message>
    <message>
        <source>One machine you own that runs every workload that may share it (services in office hours, jobs at night), and what it costs a year.</source>
        <translation>一台自購機器，執行所有可共用的工作負載（服務在上班時間、作業在夜間），以及其每年成本。</translation>
    </message>
    <message>
        <source>The plan in words: the cheaper of one shared server and each workload on its own option.</source>
        <translation>文字說明的規劃：一台共用伺服器，與各工作負載各自採用其選項，兩者取較便宜者。</translation>
    </message>
    <message>
        <source>Use the value typed for the chosen efficiency figure.</source>
        <translation>所選效率參數使用您輸入的值。</translation>
    </message>
    <message>
        <source>Go back to the engine&apos;s own figure.</source>
        <translation>恢復使用引擎本身的數值。</translation>
    </message>
    <message>
        <source>The currency every amount is shown in.</source>
        <translation>所有金額顯示所用的幣別。</translation>
    </message>
    <message>
        <source>New Taiwan dollars per US dollar, for prices published in US dollars.</source>
        <translation>每 1 美元兌換的新台幣，用於以美元公布的價格。</translation>
    </message>
    <message>
        <source>What one kilowatt-hour of electricity costs you.</source>
        <translation>每度電（千瓦小時）的電費。</translation>
    </message>
    <message>
        <source>Electricity the room uses per unit the machine uses, air-conditioning included: 1.3 means 30 % more.</source>
        <translation>機房用電與機器用電的比值，含空調：1.3 代表多 30 %。</translation>
    </message>
    <message>
        <source>How long a bought machine is used before it is replaced; its price is spread over this time.</source>
        <translation>自購機器使用多久後汰換；其價格依此期間攤提。</translation>
    </message>
    <message>
        <source>Share of the price a datacenter GPU sells for at the end of its useful life.</source>
        <translation>資料中心 GPU 在使用年限結束時的轉售價格占原價的比例。</translation>
    </message>
    <message>
        <source>Share of the price a desktop graphics card sells for at the end of its useful life.</source>
        <translation>桌上型顯示卡在使用年限結束時的轉售價格占原價的比例。</translation>
    </message>
    <message>
        <source>Share of the price a Mac sells for at the end of its useful life.</source>
        <translation>Mac 在使用年限結束時的轉售價格占原價的比例。</translation>
    </message>
    <message>
        <source>Warranty, spare parts and vendor support of a server, each year, as a share of its price.</source>
        <translation>伺服器每年的保固、備品與原廠支援費用，占其價格的比例。</translation>
    </message>
    <message>
        <source>Repairs and spare parts of a desktop or workstation, each year, as a share of its price.</source>
        <translation>桌上型電腦或工作站每年的維修與備品費用，占其價格的比例。</translation>
    </message>
    <message>
        <source>Hours of an engineer&apos;s time a machine you own needs each month.</source>
        <translation>一台自購機器每月需要的工程師工時。</translation>
    </message>
    <message>
        <source>What an hour of an engineer&apos;s time costs, salary and overheads included.</source>
        <translation>工程師每小時的成本，含薪資與間接成本。</translation>
    </message>
    <message>
        <source>Rent for space and power in a data centre; 0 when the machine stands in your own office.</source>
        <translation>資料中心的空間與電力租金；機器放在自家辦公室時為 0。</translation>
    </message>
    <message>
        <source>Interest on the money a purchase ties up; 0 for a cash purchase.</source>
        <translation>購置所占用資金的利息；以現金購買則為 0。</translation>
    </message>
    <message>
        <source>Power an idle machine still draws, as a share of its busy power.</source>
        <translation>機器閒置時仍消耗的電力，占其忙碌時用電的比例。</translation>
    </message>
    <message>
        <source>Power a GPU draws on average while busy, as a share of its rated power.</source>
        <translation>GPU 忙碌時的平均耗電，占其額定功率的比例。</translation>
    </message>
    <message>
        <source>Storage, data transfer and support added to a cloud bill, as a share of the GPU hours.</source>
        <translation>雲端帳單中另加的儲存、資料傳輸與支援費用，占 GPU 時數費用的比例。</translation>
    </message>
    <message>
        <source>Discount for committing to a cloud machine for one year, where the provider publishes no commitment price (published ones are used as they are). 0: such commitments are not offered; enter the discount of an offer you hold.</source>
        <translation>業者未公開承諾價格時，租用雲端機器 1 年的折扣（公開的價格照用）。0：不提供這類承諾方案；若您手上有報價，填入其折扣。</translation>
    </message>
    <message>
        <source>Discount for committing to a cloud machine for three years, where the provider publishes no commitment price (published ones are used as they are). 0: such commitments are not offered; enter the discount of an offer you hold.</source>
        <translation>業者未公開承諾價格時，租用雲端機器 3 年的折扣（公開的價格照用）。0：不提供這類承諾方案；若您手上有報價，填入其折扣。</translation>
    </message>
    <message>
        <source>How often cheap spot capacity is taken back, per hour and machine; a job spread over several machines stops when any of them is taken back.</source>
        <translation>便宜的 Spot 容量每小時、每台機器被收回的頻率；分散在多台機器上的工作，只要其中一台被收回就會中斷。</translation>
    </message>
    <message>
        <source>How often a job saves its progress; an interruption loses at most this much work.</source>
        <translation>作業多久儲存一次進度；一次中斷最多損失這麼多工作。</translation>
    </message>
    <message>
        <source>Share of the hours that move to full-price capacity when spot runs short before a deadline.</source>
        <translation>期限前 Spot 容量不足時，轉到全價容量的時數比例。</translation>
    </message>
    <message>
        <source>Time to start a machine and load the data before each run.</source>
        <translation>每次執行前啟動機器並載入資料所需的時間。</translation>
    </message>
    <message>
        <source>Most of a month a machine can really be busy; the rest goes to maintenance and gaps.</source>
        <translation>一台機器每月最多能實際忙碌的比例；其餘時間用於維護與空檔。</translation>
    </message>
    <message>
        <source>When the working day begins, for services used in office hours.</source>
        <translation>工作日開始的時間，適用於上班時間使用的服務。</translation>
    </message>
    <message>
        <source>When the working day ends.</source>
        <translation>工作日結束的時間。</translation>
    </message>
    <message>
        <source>The days of the week the office works.</source>
        <translation>辦公室上班的星期幾。</translation>
    </message>
    <message>
        <source>Count Taiwan&apos;s public holidays as days off.</source>
        <translation>將台灣的國定假日計為休假日。</translation>
    </message>
    <message>
        <source>The clouds this file may rent from.</source>
        <translation>此檔案可租用的雲端。</translation>
    </message>
    <message>
        <source>Share of each card&apos;s memory kept free for safety; a choice inside it is marked tight.</source>
        <translation>每張卡保留作為安全餘裕的記憶體比例；落在此範圍內的選擇標示為吃緊。</translation>
    </message>
    <message>
        <source>Voltage of the office power outlet a machine plugs into.</source>
        <translation>機器所插的辦公室電源插座電壓。</translation>
    </message>
    <message>
        <source>Current the office circuit is rated for; a machine drawing more needs its own circuit.</source>
        <translation>辦公室電路的額定電流；耗電超過的機器需要專用電路。</translation>
    </message>
    <message>
        <source>The slowest a chat answer may appear, in tokens a second, before it feels stuck.</source>
        <translation>聊天回答出現的最低速度（每秒 tokens 數），低於此值會讓人覺得卡住。</translation>
    </message>
    <message>
        <source>Replace one of the engine&apos;s efficiency figures with your own measurement.</source>
        <translation>以您自己的量測值取代引擎的某個效率參數。</translation>
    </message>
    <message>
        <source>gpuadvisor user guide</source>
        <translation>gpuadvisor 使用手冊</translation>
    </message>
    <message>
        <source>The user guide could not be read: {problem}</source>
        <translation>無法讀取使用手冊：{problem}</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>{file}: {problem}</source>
        <extracomment>GGUF key/values and tensor infos together. Real headers are under 40 MiB (a 262k-token vocabulary with its scores, merges and a whole tokenizer.json); the tensor data is never read.</extracomment>
        <translation>{file}：{problem}</translation>
    </message>
    <message>
        <source>a number of {n} digits</source>
        <translation>{n} 位數的數字</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>無法讀取檔案（{error}）</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device)</source>
        <translation>不是一般檔案（而是資料夾、管線或裝置）</translation>
    </message>
    <message>
        <source>{size} MB is too large for a config file (at most {limit} MB)</source>
        <translation>{size} MB 對設定檔而言過大（上限為 {limit} MB）</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {pos})</source>
        <translation>不是 UTF-8 文字（位元組 {pos}）</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {error})</source>
        <translation>不是有效的 JSON（第 {line} 行，第 {column} 欄：{error}）</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>JSON 巢狀層數過深</translation>
    </message>
    <message>
        <source>a number in the JSON has too many digits</source>
        <translation>JSON 中有數字的位數過多</translation>
    </message>
    <message>
        <source>{field}: {value} is not a finite number</source>
        <translation>{field}：{value} 不是有限的數值</translation>
    </message>
    <message>
        <source>{field}: {value} is larger than any model&apos;s</source>
        <translation>{field}：{value} 大於任何模型可能的數值</translation>
    </message>
    <message>
        <source>needs the number of layers, the hidden size and the attention heads</source>
        <extracomment>Period of the local/global layer pattern when a config gives a window but neither ``layer_types`` nor ``sliding_window_pattern``: layer i is global when (i + 1) % period == 0 (transformers Gemma2Config / Gemma3TextConfig / Cohere2Config / GptOssConfig ``layer_types`` defaults; llama.cpp ``set_swa_pattern`` per architecture: gemma2 2, gemma3 6, cohere2 4, gpt-oss 2).</extracomment>
        <translation>需要層數、隱藏層維度與注意力頭數</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 物件</translation>
    </message>
    <message>
        <source>too short for a safetensors file</source>
        <extracomment>Tensors that hold quantization metadata (scales, zero points, group indices, bitsandbytes quant state), not weights: left out of the parameter count of a quantized checkpoint.</extracomment>
        <translation>太短，不可能是 safetensors 檔案</translation>
    </message>
    <message>
        <source>not a safetensors file (header length {n})</source>
        <translation>不是 safetensors 檔案（標頭長度 {n}）</translation>
    </message>
    <message>
        <source>header truncated ({got} of {n} bytes)</source>
        <translation>標頭不完整（只有 {got}／{n} 位元組）</translation>
    </message>
    <message>
        <source>safetensors header is not a JSON object</source>
        <translation>safetensors 標頭不是 JSON 物件</translation>
    </message>
    <message>
        <source>tensor {name} has no shape</source>
        <translation>張量 {name} 沒有形狀（shape）</translation>
    </message>
    <message>
        <source>tensor {name} has {n} dimensions (at most {max})</source>
        <translation>張量 {name} 有 {n} 個維度（上限為 {max}）</translation>
    </message>
    <message>
        <source>tensor {name}: shape holds {value}, not a whole number</source>
        <translation>張量 {name}：形狀中有 {value}，不是整數</translation>
    </message>
    <message>
        <source>tensor {name}: shape holds a negative size {value}</source>
        <translation>張量 {name}：形狀中有負的大小 {value}</translation>
    </message>
    <message>
        <source>tensor {name}: shape holds {value}, larger than any model</source>
        <translation>張量 {name}：形狀中有 {value}，大於任何模型可能的大小</translation>
    </message>
    <message>
        <source>tensor {name}: its shape gives {n} elements, more than any model has</source>
        <translation>張量 {name}：其形狀共有 {n} 個元素，超過任何模型的規模</translation>
    </message>
    <message>
        <source>tensor {name}: data_offsets {value} are not a byte range</source>
        <translation>張量 {name}：data_offsets {value} 不是有效的位元組範圍</translation>
    </message>
    <message>
        <source>more than {max} tensors in the header: not a model file</source>
        <translation>標頭中的張量超過 {max} 個：不是模型檔</translation>
    </message>
    <message>
        <source>no tensors in the header</source>
        <translation>標頭中沒有任何張量</translation>
    </message>
    <message>
        <source>not a sharded checkpoint index (no weight_map)</source>
        <extracomment>bytes per element of config.json ``torch_dtype`` values (for ``metadata.total_size``)</extracomment>
        <translation>不是分片檢查點索引（沒有 weight_map）</translation>
    </message>
    <message>
        <source>shard {name} is not a file name beside the index</source>
        <translation>分片 {name} 不是索引旁的檔案名稱</translation>
    </message>
    <message>
        <source>more than {max} shard files: not a model</source>
        <translation>分片檔案超過 {max} 個：不是模型</translation>
    </message>
    <message>
        <source>a sharded checkpoint needs its shard files or a config.json with torch_dtype beside the index</source>
        <translation>分片檢查點需要索引旁有其分片檔案，或含 torch_dtype 的 config.json</translation>
    </message>
    <message>
        <source>the header counts</source>
        <extracomment>llama.cpp ``general.file_type`` (LLAMA_FTYPE_*) -&gt; our weight formats (nearest by bits per weight)</extracomment>
        <translation>標頭的計數欄位</translation>
    </message>
    <message>
        <source>GGUF {where}: {problem}</source>
        <translation>GGUF {where}：{problem}</translation>
    </message>
    <message>
        <source>the header would be larger than {limit} MiB; refused unread</source>
        <translation>標頭會超過 {limit} MiB；已拒絕，未讀取</translation>
    </message>
    <message>
        <source>file truncated ({need} bytes needed at byte {pos}, the file has {size})</source>
        <translation>檔案不完整（在位元組 {pos} 處需要 {need} 位元組，但檔案只有 {size}）</translation>
    </message>
    <message>
        <source>a string of {n} bytes (at most {max})</source>
        <translation>長度 {n} 位元組的字串（上限為 {max}）</translation>
    </message>
    <message>
        <source>more than {max} values in the header</source>
        <translation>標頭中的值超過 {max} 個</translation>
    </message>
    <message>
        <source>unknown value type {type}</source>
        <translation>未知的值類型 {type}</translation>
    </message>
    <message>
        <source>arrays nested more than {n} deep</source>
        <translation>陣列巢狀超過 {n} 層</translation>
    </message>
    <message>
        <source>an array of {n} items (at most {max})</source>
        <translation>含 {n} 個項目的陣列（上限為 {max}）</translation>
    </message>
    <message>
        <source>not a GGUF file (no &apos;GGUF&apos; magic)</source>
        <translation>不是 GGUF 檔案（開頭沒有 &apos;GGUF&apos; 識別碼）</translation>
    </message>
    <message>
        <source>unsupported GGUF version {version}</source>
        <translation>不支援的 GGUF 版本 {version}</translation>
    </message>
    <message>
        <source>the GGUF header declares {tensors} tensors and {keys} keys: not a model file</source>
        <translation>GGUF 標頭宣告了 {tensors} 個張量與 {keys} 個鍵：不是模型檔</translation>
    </message>
    <message>
        <source>key {n}</source>
        <translation>第 {n} 個鍵</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>鍵 {key}</translation>
    </message>
    <message>
        <source>tensor {n}</source>
        <translation>第 {n} 個張量</translation>
    </message>
    <message>
        <source>tensor {name}</source>
        <translation>張量 {name}</translation>
    </message>
    <message>
        <source>{n} dimensions (at most {max})</source>
        <translation>{n} 個維度（上限為 {max}）</translation>
    </message>
    <message>
        <source>no tensors in the GGUF header</source>
        <translation>GGUF 標頭中沒有任何張量</translation>
    </message>
</context>
<context>
    <name>ImportProblemsDialog</name>
    <message>
        <source>Import measurements</source>
        <translation>匯入實測值</translation>
    </message>
    <message>
        <source>{file}: {good} rows can be used, {bad} cannot. Add the {good} rows?</source>
        <translation>{file}：{good} 列可以使用，{bad} 列無法使用。要加入這 {good} 列嗎？</translation>
    </message>
    <message>
        <source>{file}: none of the rows can be used.</source>
        <translation>{file}：沒有任何一列可以使用。</translation>
    </message>
    <message>
        <source>Add {n} rows</source>
        <translation>加入 {n} 列</translation>
    </message>
</context>
<context>
    <name>Intervals</name>
    <message>
        <source>{value} ({range})</source>
        <translation>{value}（{range}）</translation>
    </message>
    <message>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>token generation</source>
        <translation>逐字生成</translation>
    </message>
    <message>
        <source>inference passes</source>
        <translation>推論運算</translation>
    </message>
    <message>
        <source>LLM serving</source>
        <translation>LLM 服務部署</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>記憶體峰值</translation>
    </message>
    <message>
        <source>consumer GPUs</source>
        <translation>消費級 GPU</translation>
    </message>
    <message>
        <source>workstation GPUs</source>
        <translation>工作站 GPU</translation>
    </message>
    <message>
        <source>datacenter GPUs</source>
        <translation>資料中心 GPU</translation>
    </message>
    <message>
        <source>Apple silicon</source>
        <translation>Apple 晶片</translation>
    </message>
    <message>
        <source>TPUs</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>eager PyTorch</source>
        <translation>PyTorch 即時執行模式</translation>
    </message>
    <message>
        <source>compiled runtimes (torch.compile, XLA, ONNX Runtime)</source>
        <translation>編譯式執行環境</translation>
    </message>
    <message>
        <source>Megatron/DeepSpeed-style frameworks</source>
        <translation>大型分散式訓練框架</translation>
    </message>
    <message>
        <source>serving engines (vLLM, TensorRT-LLM, SGLang)</source>
        <translation>推論服務引擎</translation>
    </message>
    <message>
        <source>{work} on {hardware} with {runtime}</source>
        <translation>{hardware}以{runtime}執行{work}</translation>
    </message>
    <message>
        <source>{work} on {hardware} (all runtimes)</source>
        <translation>{hardware}上的{work}（所有執行環境）</translation>
    </message>
    <message>
        <source>{work} (all hardware and runtimes)</source>
        <translation>{work}（所有硬體與執行環境）</translation>
    </message>
    <message>
        <source>extrapolated: no measurement of this hardware class ({hardware}) — range widened</source>
        <translation>外推：沒有此類硬體（{hardware}）的實測 — 區間已放寬</translation>
    </message>
    <message>
        <source>extrapolated: no measurement with this runtime ({runtime}) — range widened</source>
        <translation>外推：沒有此執行環境（{runtime}）的實測 — 區間已放寬</translation>
    </message>
    <message>
        <source>extrapolated: no measurement of this hardware class — range widened</source>
        <translation>外推：沒有此類硬體的實測 — 區間已放寬</translation>
    </message>
    <message>
        <source>80 % range from the engine&apos;s errors on {n} published measurements of {what}</source>
        <translation>80 % 區間取自本引擎對 {n} 筆公開實測（{what}）的誤差</translation>
    </message>
    <message>
        <source>{basis}; {extrapolated}</source>
        <translation>{basis}；{extrapolated}</translation>
    </message>
    <message>
        <source>{rental}, for comparison only</source>
        <translation>{rental}（僅供比較）</translation>
    </message>
    <message>
        <source>Owning wins unless the real utilisation is under {u} (estimated {now}; 80 % range {range}) against {rental}.</source>
        <translation>相較於 {rental}，除非實際使用率低於 {u}（估計 {now}；80 % 區間 {range}），否則自購較划算。</translation>
    </message>
    <message>
        <source>Owning wins unless the real utilisation is over {u} (estimated {now}; 80 % range {range}) against {rental}.</source>
        <translation>相較於 {rental}，除非實際使用率高於 {u}（估計 {now}；80 % 區間 {range}），否則自購較划算。</translation>
    </message>
    <message>
        <source>Renting {rental} wins unless the real utilisation is over {u} (estimated {now}; 80 % range {range}).</source>
        <translation>除非實際使用率高於 {u}（估計 {now}；80 % 區間 {range}），否則租用 {rental} 較划算。</translation>
    </message>
    <message>
        <source>Renting {rental} wins unless the real utilisation is under {u} (estimated {now}; 80 % range {range}).</source>
        <translation>除非實際使用率低於 {u}（估計 {now}；80 % 區間 {range}），否則租用 {rental} 較划算。</translation>
    </message>
    <message>
        <source>The cheaper option ({option} now) changes if the runs take {p} longer.</source>
        <translation>若每次執行多花 {p} 的時間，較便宜的方案（目前為 {option}）就會改變。</translation>
    </message>
    <message>
        <source>The cheaper option ({option} now) changes if the runs take {p} less time.</source>
        <translation>若每次執行少花 {p} 的時間，較便宜的方案（目前為 {option}）就會改變。</translation>
    </message>
    <message>
        <source>{n} kW</source>
        <translation>{n} 千瓦</translation>
    </message>
    <message>
        <source>{n} kWh</source>
        <translation>{n} 度</translation>
    </message>
    <message>
        <source>{each} per machine, {total} for {n}</source>
        <translation>每台 {each}，{n} 台共 {total}</translation>
    </message>
    <message>
        <source>Peak power</source>
        <translation>峰值功率</translation>
    </message>
    <message>
        <source>Typical draw</source>
        <translation>平常耗電</translation>
    </message>
    <message>
        <source>{kw} at {share} use</source>
        <translation>使用率 {share} 時 {kw}</translation>
    </message>
    <message>
        <source>Energy a month</source>
        <translation>每月用電</translation>
    </message>
    <message>
        <source>Electricity a month</source>
        <translation>每月電費</translation>
    </message>
    <message>
        <source>in the hourly price</source>
        <translation>已含在每小時價格內</translation>
    </message>
    <message>
        <source>The cluster&apos;s {nodes} nodes draw up to {peak}: it needs a datacenter or colocation space, not an office circuit.</source>
        <translation>叢集的 {nodes} 個節點最高耗電 {peak}：需要資料中心或機房代管空間，辦公室迴路無法負荷。</translation>
    </message>
    <message>
        <source>One machine draws up to {peak}: more than a {volts} V/{amps} A office circuit carries continuously ({limit}). Plan a dedicated circuit.</source>
        <translation>單台機器最高耗電 {peak}：超過 {volts} V／{amps} A 辦公室迴路可持續承載的 {limit}。請規劃專用迴路。</translation>
    </message>
    <message>
        <source>{gbps} Gbps per node</source>
        <translation>每節點 {gbps} Gbps</translation>
    </message>
    <message>
        <source>Nodes × devices</source>
        <translation>節點數 × 裝置數</translation>
    </message>
    <message>
        <source>{nodes} × {per_node} = {devices} devices</source>
        <translation>{nodes} × {per_node} = {devices} 個裝置</translation>
    </message>
    <message>
        <source>Network between nodes</source>
        <translation>節點間網路</translation>
    </message>
    <message>
        <source>Traffic per step and node</source>
        <translation>每步每節點傳輸量</translation>
    </message>
    <message>
        <source>{n} GB</source>
        <translation>{n} GB</translation>
    </message>
    <message>
        <source>Time lost to the network</source>
        <translation>網路造成的時間損失</translation>
    </message>
    <message>
        <source>{lost} of each step ({kept} left for computing)</source>
        <translation>每步的 {lost}（{kept} 用於運算）</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Exchange rate</source>
        <extracomment>Spot is not offered when the work an interruption costs (relaunch + half a checkpoint interval) times the interruptions per hour exceeds this share of each hour: the first-order restart model (Young 1974; Daly 2006) holds only while the mean time between interruptions is well above the time one costs, and a 1,024-instance spot job interrupted 20 times an hour never finishes. Term of each commitment, years.</extracomment>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Utilisation (busy hours)</source>
        <translation>使用率（運算時數）</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>殘值（轉售價值）</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>雲端價格</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE（電力使用效率）</translation>
    </message>
    <message>
        <source>Staff time per machine</source>
        <translation>每台機器的人力工時</translation>
    </message>
    <message>
        <source>Train from scratch</source>
        <translation>從頭訓練（預訓練）</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微調</translation>
    </message>
    <message>
        <source>Batch inference</source>
        <translation>批次推論</translation>
    </message>
    <message>
        <source>Real-time inference</source>
        <translation>即時推論</translation>
    </message>
    <message>
        <source>LLM serving</source>
        <translation>LLM 服務部署</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>spot + on-demand fallback</source>
        <translation>Spot + 隨需備援</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承諾</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承諾</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>雲端隨需</translation>
    </message>
    <message>
        <source>Spot (pure)</source>
        <translation>Spot（純 Spot）</translation>
    </message>
    <message>
        <source>Spot + on-demand fallback</source>
        <translation>Spot + 隨需備援</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折舊</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>資金成本</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>維護支援</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>機房代管</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人力</translation>
    </message>
    <message>
        <source>Energy (busy)</source>
        <translation>電費（運算）</translation>
    </message>
    <message>
        <source>Energy (idle)</source>
        <translation>電費（閒置）</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU 時數</translation>
    </message>
    <message>
        <source>Setup / changeover</source>
        <translation>環境建置／切換</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot 中斷</translation>
    </message>
    <message>
        <source>Storage, egress, support</source>
        <translation>儲存、流量輸出、支援</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>主權重（master weights）</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 轉接器</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Quantization overhead</source>
        <translation>量化額外開銷</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>分片緩衝區</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>執行環境額外開銷</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>記憶體容量</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>互連</translation>
    </message>
    <message>
        <source>kernel launches (small batch)</source>
        <translation>核心啟動（批次太小）</translation>
    </message>
    <message>
        <source>kernel launches (small steps)</source>
        <translation>核心啟動（步驟太小）</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU 卸載</translation>
    </message>
    <message>
        <source>input pipeline</source>
        <translation>輸入管線</translation>
    </message>
    <message>
        <source>GPU compute</source>
        <translation>GPU 算力</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 顯示記憶體</translation>
    </message>
    <message>
        <source>host-device transfer or I/O</source>
        <translation>主機與裝置間傳輸或 I/O</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通訊</translation>
    </message>
    <message>
        <source>unclear</source>
        <translation>不明確</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>images/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>samples/s</translation>
    </message>
    <message>
        <source>Lowest annual cost</source>
        <translation>年度成本最低</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Best value (cost × time)</source>
        <translation>最划算（成本 × 時間）</translation>
    </message>
    <message>
        <source>Lowest latency</source>
        <translation>延遲最低</translation>
    </message>
    <message>
        <source>once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>每週</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>quarterly</source>
        <translation>每季</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>全天候運作</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限時段</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>上班時間</translation>
    </message>
    <message>
        <source>nights</source>
        <translation>夜間</translation>
    </message>
    <message>
        <source>AMD (ROCm)</source>
        <translation>AMD (ROCm)</translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation>PUE（冷卻額外耗電）</translation>
    </message>
    <message>
        <source>Resale value, datacenter GPUs</source>
        <translation>殘值（資料中心級 GPU）</translation>
    </message>
    <message>
        <source>Resale value, consumer GPUs</source>
        <translation>殘值（消費級 GPU）</translation>
    </message>
    <message>
        <source>Resale value, Apple</source>
        <translation>殘值（Apple）</translation>
    </message>
    <message>
        <source>Support, datacenter</source>
        <translation>支援費用（資料中心級）</translation>
    </message>
    <message>
        <source>Support, consumer</source>
        <translation>支援費用（消費級）</translation>
    </message>
    <message>
        <source>Staff time per server</source>
        <translation>每台伺服器的人力工時</translation>
    </message>
    <message>
        <source>Staff rate</source>
        <translation>人力時薪</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>閒置功耗</translation>
    </message>
    <message>
        <source>Busy power</source>
        <translation>負載功耗</translation>
    </message>
    <message>
        <source>Cloud overhead (storage, egress, support)</source>
        <translation>雲端附加費用（儲存、對外流量、支援）</translation>
    </message>
    <message>
        <source>1-year commitment discount</source>
        <translation>1 年承諾折扣</translation>
    </message>
    <message>
        <source>3-year commitment discount</source>
        <translation>3 年承諾折扣</translation>
    </message>
    <message>
        <source>Spot discount (when not listed)</source>
        <translation>Spot 折扣（未列價時）</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>檢查點間隔</translation>
    </message>
    <message>
        <source>Spot fallback to on-demand</source>
        <translation>Spot 改用隨需的比例</translation>
    </message>
    <message>
        <source>Setup per run</source>
        <translation>每次執行的準備時間</translation>
    </message>
    <message>
        <source>Usable share of a machine&apos;s month</source>
        <translation>機器每月可用時間比例</translation>
    </message>
    <message>
        <source>Include marketplace offers</source>
        <translation>納入市集平台報價</translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation>雲端供應商</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>保留的記憶體餘裕</translation>
    </message>
    <message>
        <source>Office circuit voltage</source>
        <translation>辦公室電路電壓</translation>
    </message>
    <message>
        <source>Office circuit rating</source>
        <translation>辦公室電路額定電流</translation>
    </message>
    <message>
        <source>Slowest usable streaming speed</source>
        <translation>最低可接受串流速度</translation>
    </message>
    <message>
        <source>Office hours start</source>
        <translation>上班時間開始</translation>
    </message>
    <message>
        <source>Office hours end</source>
        <translation>上班時間結束</translation>
    </message>
    <message>
        <source>Office days</source>
        <translation>上班日</translation>
    </message>
    <message>
        <source>Taiwan public holidays off</source>
        <translation>台灣國定假日休息</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>週一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>週二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>週三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>週四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>週五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>週六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>週日</translation>
    </message>
    <message>
        <source>rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>{0} h</source>
        <translation>{0} h</translation>
    </message>
    <message>
        <source>{0} days</source>
        <translation>{0} 天</translation>
    </message>
    <message>
        <source>Decoder LLM</source>
        <translation>解碼器 LLM</translation>
    </message>
    <message>
        <source>Encoder (BERT-like)</source>
        <translation>編碼器（類 BERT）</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5-like)</source>
        <translation>編碼器-解碼器（類 T5）</translation>
    </message>
    <message>
        <source>Vision CNN</source>
        <translation>視覺 CNN</translation>
    </message>
    <message>
        <source>Vision transformer</source>
        <translation>視覺 Transformer</translation>
    </message>
    <message>
        <source>Object detector</source>
        <translation>物件偵測模型</translation>
    </message>
    <message>
        <source>Diffusion</source>
        <translation>擴散模型</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>語音</translation>
    </message>
    <message>
        <source>RNN / sequence model</source>
        <translation>RNN／序列模型</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4-bit</translation>
    </message>
    <message>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4-bit</translation>
    </message>
    <message>
        <source>bitsandbytes NF4</source>
        <translation>bitsandbytes NF4</translation>
    </message>
    <message>
        <source>AdamW (mixed precision)</source>
        <translation>AdamW（混合精度）</translation>
    </message>
    <message>
        <source>AdamW (fp32 master weights)</source>
        <translation>AdamW（fp32 主權重）</translation>
    </message>
    <message>
        <source>AdamW, fused kernel</source>
        <translation>AdamW（融合核心函式）</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>AdamW 8-bit, paged</source>
        <translation>AdamW 8-bit（分頁式）</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD（含動量）</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Ordinary training script</source>
        <translation>一般訓練腳本</translation>
    </message>
    <message>
        <source>Tuned benchmark code (MLPerf-style)</source>
        <translation>調校過的基準測試程式碼（MLPerf 風格）</translation>
    </message>
    <message>
        <source>CPU RAM</source>
        <translation>CPU 記憶體</translation>
    </message>
    <message>
        <source>NVMe SSD (ZeRO-Infinity)</source>
        <translation>NVMe 固態硬碟（ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>選擇性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>PyTorch (XLA)</source>
        <translation>PyTorch（XLA 版）</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>NVIDIA only</source>
        <translation>僅限 NVIDIA</translation>
    </message>
    <message>
        <source>AMD only (Instinct, Radeon)</source>
        <translation>僅限 AMD（Instinct、Radeon）</translation>
    </message>
    <message>
        <source>Apple only (Mac)</source>
        <translation>僅限 Apple（Mac）</translation>
    </message>
    <message>
        <source>Google only (Cloud TPU)</source>
        <translation>僅限 Google（Cloud TPU）</translation>
    </message>
    <message>
        <source>Intel only (Gaudi)</source>
        <translation>僅限 Intel（Gaudi）</translation>
    </message>
    <message>
        <source>By kind (default)</source>
        <translation>依類型（預設）</translation>
    </message>
    <message>
        <source>Yes, with checkpoints</source>
        <translation>是，搭配檢查點</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>每週</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Quarterly</source>
        <translation>每季</translation>
    </message>
    <message>
        <source>Always on</source>
        <translation>全天候運作</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>不限時段</translation>
    </message>
    <message>
        <source>Office hours</source>
        <translation>上班時間</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>夜間</translation>
    </message>
    <message>
        <source>NT$ (New Taiwan dollar)</source>
        <translation>NT$（新台幣）</translation>
    </message>
    <message>
        <source>US$ (US dollar)</source>
        <translation>US$（美元）</translation>
    </message>
    <message>
        <source>Image classification batch (ResNet-50)</source>
        <translation>影像分類批次推論（ResNet-50）</translation>
    </message>
    <message>
        <source>BERT sentiment batch</source>
        <translation>BERT 情緒分析批次推論</translation>
    </message>
    <message>
        <source>Recommender retrain</source>
        <translation>推薦系統重新訓練</translation>
    </message>
    <message>
        <source>Real-time ranking</source>
        <translation>即時排序</translation>
    </message>
    <message>
        <source>YOLOv8 detector training</source>
        <translation>YOLOv8 物件偵測訓練</translation>
    </message>
    <message>
        <source>Line-PC defect inference</source>
        <translation>產線電腦瑕疵檢測推論</translation>
    </message>
    <message>
        <source>Sensor LSTM retrain</source>
        <translation>感測器 LSTM 重新訓練</translation>
    </message>
    <message>
        <source>LLaMA-3-70B QA serving</source>
        <translation>LLaMA-3-70B 問答服務部署</translation>
    </message>
    <message>
        <source>LoRA fine-tune of an 8B LLM</source>
        <translation>8B LLM 的 LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA of a 70B LLM</source>
        <translation>70B LLM 的 QLoRA 微調</translation>
    </message>
    <message>
        <source>Pretrain a 1B LLM</source>
        <translation>從頭訓練 1B LLM（預訓練）</translation>
    </message>
    <message>
        <source>E-commerce company (4 workloads)</source>
        <translation>電商公司（4 項工作負載）</translation>
    </message>
    <message>
        <source>Wafer-defect detection (train + line PC)</source>
        <translation>晶圓瑕疵檢測（訓練 + 產線電腦）</translation>
    </message>
    <message>
        <source>Sensor forecasting</source>
        <translation>感測器數據預測</translation>
    </message>
    <message>
        <source>Internal QA on LLaMA-3-70B</source>
        <translation>LLaMA-3-70B 內部問答</translation>
    </message>
    <message>
        <source>LLM fine-tuning lab</source>
        <translation>LLM 微調實驗室</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Load</name>
    <message>
        <source>derived from {users} users × {questions} questions/day, {share} in the busiest hour</source>
        <translation>由 {users} 位使用者 × 每天 {questions} 個問題推算，{share} 集中在最忙的一小時</translation>
    </message>
    <message>
        <source>{text} (assumed)</source>
        <translation>{text}（假設）</translation>
    </message>
    <message>
        <source>the requests per second entered (Advanced)</source>
        <translation>輸入的每秒請求數（進階）</translation>
    </message>
    <message>
        <source>the requests per day entered (Advanced), spread evenly over 24 h</source>
        <translation>輸入的每日請求數（進階），平均分散於 24 小時</translation>
    </message>
    <message>
        <source>the requests per day entered (Advanced), {share} in the busiest hour</source>
        <translation>輸入的每日請求數（進階），{share} 集中在最忙的一小時</translation>
    </message>
    <message>
        <source>no request rate given: one request at a time</source>
        <translation>未提供請求速率：一次一個請求</translation>
    </message>
    <message>
        <source>{text}; the users and questions per day are not used</source>
        <translation>{text}；未使用使用者人數與每日提問數</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gpuadvisor</source>
        <extracomment>replaces the &quot;file changed on disk&quot; question: a callable(name) -&gt; &quot;overwrite&quot; | &quot;save_as&quot; | &quot;reload&quot; | &quot;cancel&quot;</extracomment>
        <translation>gpuadvisor</translation>
    </message>
    <message>
        <source>Starting gpuadvisor…</source>
        <translation>正在啟動 gpuadvisor…</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>自購還是租用</translation>
    </message>
    <message>
        <source>Plan for all projects</source>
        <translation>所有專案的規劃</translation>
    </message>
    <message>
        <source>Edit each workload and see the options ranked for it.</source>
        <translation>編輯各項工作負載，並查看各方案針對它的排名。</translation>
    </message>
    <message>
        <source>Cumulative cost, break-even, memory, cost per run and sensitivity for the selected workload.</source>
        <translation>所選工作負載的累計成本、損益兩平、記憶體、每次執行成本與敏感度分析。</translation>
    </message>
    <message>
        <source>The best choice per workload, a shared server, and the assumptions.</source>
        <translation>每項工作負載的最佳選擇、共用伺服器方案，以及各項假設。</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>專案：{name}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>{name}[*] — gpuadvisor</source>
        <translation>{name}[*] — gpuadvisor</translation>
    </message>
    <message>
        <source>Advising…</source>
        <translation>正在產生建議…</translation>
    </message>
    <message>
        <source>{n} options compared in {ms} ms</source>
        <translation>已比較 {n} 個方案，耗時 {ms} ms</translation>
    </message>
    <message>
        <source>Price overrides skipped</source>
        <translation>已略過部分自訂價格</translation>
    </message>
    <message>
        <source>Some entries of your catalog overrides could not be used and were skipped:</source>
        <translation>您的型錄自訂價格中有部分項目無法使用，已略過：</translation>
    </message>
    <message>
        <source>Advice failed: {message}</source>
        <translation>無法產生建議：{message}</translation>
    </message>
    <message>
        <source>gpuadvisor projects (*.gpuadv);;All files (*)</source>
        <translation>gpuadvisor 專案 (*.gpuadv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>要儲存對 {name} 的變更嗎？</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>開啟專案</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>無法開啟專案</translation>
    </message>
    <message>
        <source>Could not open {name}:

{problem}</source>
        <translation>無法開啟 {name}：

{problem}</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>另存專案</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>無法儲存專案</translation>
    </message>
    <message>
        <source>Could not save {name}:

{problem}</source>
        <translation>無法儲存 {name}：

{problem}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已儲存 {name}</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>檔案已在磁碟上變更</translation>
    </message>
    <message>
        <source>{name} was changed by another window or program since it was opened or saved here.</source>
        <translation>{name} 自在此開啟或儲存後，已被其他視窗或程式變更。</translation>
    </message>
    <message>
        <source>Overwrite it with this window&apos;s version, save this version under another name, or reload the file from disk and discard this window&apos;s changes?</source>
        <translation>要以此視窗的版本覆寫、將此版本另存新檔，還是從磁碟重新載入檔案並捨棄此視窗的變更？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆寫</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存新檔…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新載入</translation>
    </message>
    <message>
        <source>Discard this window&apos;s changes and load {name} as it is on disk now?</source>
        <translation>要捨棄此視窗的變更，並載入磁碟上目前的 {name} 嗎？</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>還原</translation>
    </message>
    <message>
        <source>Discard all unsaved changes to {name}?</source>
        <translation>要捨棄 {name} 所有未儲存的變更嗎？</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>匯出 PDF</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf);;PDF, Letter (*.pdf)</source>
        <translation>PDF，A4 紙張 (*.pdf);;PDF，Letter 紙張 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export PDF</source>
        <translation>無法匯出 PDF</translation>
    </message>
    <message>
        <source>Could not write {name}:

{problem}</source>
        <translation>無法寫入 {name}：

{problem}</translation>
    </message>
    <message>
        <source>{name} no longer exists; it was removed from the recent files.</source>
        <translation>{name} 已不存在；已從最近的檔案中移除。</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>（沒有最近開啟的檔案）</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>無法復原檔案</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>The decision for the whole file, its cost with a range, why, the risks, and one line per workload: what to tell the boss.</source>
        <translation>整個檔案的決策、成本及其區間、原因、風險，以及每個工作負載一行：可以直接向主管報告的內容。</translation>
    </message>
</context>
<context>
    <name>MeasurementForm</name>
    <message>
        <source>Add a measurement</source>
        <translation>新增實測值</translation>
    </message>
    <message>
        <source>A run you measured yourself: what ran, on what, and one figure you read off it (from the training log, the benchmark&apos;s output or nvidia-smi).</source>
        <translation>一次您自己實測的執行：跑了什麼、在什麼硬體上跑，以及您讀到的一個數字（來自訓練紀錄、基準測試輸出或 nvidia-smi）。</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>Type to filter, e.g. 4090</source>
        <translation>輸入文字篩選，例如 4090</translation>
    </message>
    <message>
        <source>How many of these GPUs the run used</source>
        <translation>這次執行用了幾張這款 GPU</translation>
    </message>
    <message>
        <source>Type to filter, e.g. llama 8b</source>
        <translation>輸入文字篩選，例如 llama 8b</translation>
    </message>
    <message>
        <source>Gradient checkpointing on</source>
        <translation>已開啟梯度檢查點</translation>
    </message>
    <message>
        <source>e.g. 50M</source>
        <translation>例如 50M</translation>
    </message>
    <message>
        <source>Tokens trained in the run you timed (a run time needs them)</source>
        <translation>您計時的這次執行所訓練的 token 數（執行時間需要此數字）</translation>
    </message>
    <message>
        <source>Requests or sequences processed at once</source>
        <translation>同時處理的請求或序列數</translation>
    </message>
    <message>
        <source>Optional: driver, versions, anything unusual</source>
        <translation>選填：驅動程式、版本、任何特殊情況</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>GPUs used:</source>
        <translation>使用的 GPU 數：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Kind of work:</source>
        <translation>工作類型：</translation>
    </message>
    <message>
        <source>Runtime:</source>
        <translation>執行環境：</translation>
    </message>
    <message>
        <source>Weight format:</source>
        <translation>權重格式：</translation>
    </message>
    <message>
        <source>Micro-batch:</source>
        <translation>微批次：</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列長度：</translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation>LoRA rank：</translation>
    </message>
    <message>
        <source>Tokens trained:</source>
        <translation>訓練 token 數：</translation>
    </message>
    <message>
        <source>Prompt tokens:</source>
        <translation>提示詞 token 數：</translation>
    </message>
    <message>
        <source>Output tokens:</source>
        <translation>輸出 token 數：</translation>
    </message>
    <message>
        <source>Concurrent requests:</source>
        <translation>同時請求數：</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>實測項目：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>數值：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>備註：</translation>
    </message>
    <message>
        <source>What ran</source>
        <translation>執行內容</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>執行設定</translation>
    </message>
    <message>
        <source>What you measured</source>
        <translation>您的實測結果</translation>
    </message>
    <message>
        <source>Add measurement</source>
        <translation>新增實測值</translation>
    </message>
    <message>
        <source>e.g. 3.5</source>
        <translation>例如 3.5</translation>
    </message>
    <message>
        <source>e.g. 21.4</source>
        <translation>例如 21.4</translation>
    </message>
    <message>
        <source>e.g. 120</source>
        <translation>例如 120</translation>
    </message>
    <message>
        <source>Choose the GPU the run used.</source>
        <translation>請選擇這次執行使用的 GPU。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a GPU in the catalog: pick one from the list.</source>
        <translation>「{text}」不是型錄中的 GPU：請從清單中挑選。</translation>
    </message>
    <message>
        <source>Choose the model that ran.</source>
        <translation>請選擇執行的模型。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a model in the catalog: pick one from the list.</source>
        <translation>「{text}」不是型錄中的模型：請從清單中挑選。</translation>
    </message>
    <message>
        <source>Enter the figure you measured.</source>
        <translation>請輸入您實測到的數字。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number.</source>
        <translation>「{text}」不是數字。</translation>
    </message>
    <message>
        <source>The figure must be above 0.</source>
        <translation>數字必須大於 0。</translation>
    </message>
    <message>
        <source>The figure is too large.</source>
        <translation>數字太大。</translation>
    </message>
    <message>
        <source>A run time needs the tokens the run trained.</source>
        <translation>執行時間需要搭配這次執行訓練的 token 數。</translation>
    </message>
    <message>
        <source>Enter between 1 and 10^16 tokens.</source>
        <translation>請輸入 1 到 10^16 之間的 token 數。</translation>
    </message>
    <message>
        <source>The engine cannot use this run: {reason}.</source>
        <translation>引擎無法使用這次執行：{reason}。</translation>
    </message>
    <message>
        <source>The engine estimates {estimate} {unit} for this run; you measured {value} {unit} ({diff}).</source>
        <translation>引擎對這次執行的估計為 {estimate} {unit}；您實測為 {value} {unit}（{diff}）。</translation>
    </message>
</context>
<context>
    <name>Measurements</name>
    <message>
        <source>{file}: not UTF-8 text</source>
        <extracomment>The calibration CSV&apos;s ``workload`` words that are not project kinds (engine.personal.CSV_WORKLOAD back).</extracomment>
        <translation>{file}：不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>{file}: not a measurement CSV (needs the columns {columns})</source>
        <translation>{file}：不是量測 CSV（需要欄位 {columns}）</translation>
    </message>
    <message>
        <source>{file}: row {row}: {problem}</source>
        <translation>{file}：第 {row} 列：{problem}</translation>
    </message>
</context>
<context>
    <name>MeasurementsDialog</name>
    <message>
        <source>Training speed, tokens/s per GPU</source>
        <translation>訓練速度，每張 GPU tokens/s</translation>
    </message>
    <message>
        <source>Training speed, samples/s</source>
        <translation>訓練速度，samples/s</translation>
    </message>
    <message>
        <source>Training run time</source>
        <translation>訓練執行時間</translation>
    </message>
    <message>
        <source>Generation speed, tokens/s</source>
        <translation>生成速度，tokens/s</translation>
    </message>
    <message>
        <source>Prompt processing, tokens/s</source>
        <translation>提示詞處理，tokens/s</translation>
    </message>
    <message>
        <source>Serving throughput, tokens/s</source>
        <translation>服務吞吐量，tokens/s</translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation>GPU 記憶體峰值</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>每張 GPU tokens/s</translation>
    </message>
    <message>
        <source>{n} GPUs</source>
        <translation>{n} 張 GPU</translation>
    </message>
    <message>
        <source>batch {n}</source>
        <translation>批次 {n}</translation>
    </message>
    <message>
        <source>seq {n}</source>
        <translation>序列 {n}</translation>
    </message>
    <message>
        <source>rank {n}</source>
        <translation>rank {n}</translation>
    </message>
    <message>
        <source>prompt {n}</source>
        <translation>提示詞 {n}</translation>
    </message>
    <message>
        <source>output {n}</source>
        <translation>輸出 {n}</translation>
    </message>
    <message>
        <source>{n} at once</source>
        <translation>同時 {n} 個</translation>
    </message>
    <message>
        <source>{time} per run</source>
        <translation>每次執行 {time}</translation>
    </message>
    <message>
        <source>{ms} ms per answer</source>
        <translation>每次回應 {ms} ms</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>沒有合適的方案</translation>
    </message>
    <message>
        <source>{which}: none fits</source>
        <translation>{which}：沒有合適的方案</translation>
    </message>
    <message>
        <source>{which}: {option}, unchanged ({before} → {after})</source>
        <translation>{which}：{option}，不變（{before} → {after}）</translation>
    </message>
    <message>
        <source>{which}: {option}, unchanged</source>
        <translation>{which}：{option}，不變</translation>
    </message>
    <message>
        <source>{which}: {before} → {after}</source>
        <translation>{which}：{before} → {after}</translation>
    </message>
    <message>
        <source>{workload}: 1 option adjusted</source>
        <translation>{workload}：調整了 1 個方案</translation>
    </message>
    <message>
        <source>{workload}: {n} options adjusted</source>
        <translation>{workload}：調整了 {n} 個方案</translation>
    </message>
    <message>
        <source>best owned</source>
        <translation>最佳自購方案</translation>
    </message>
    <message>
        <source>best rented</source>
        <translation>最佳租用方案</translation>
    </message>
    <message>
        <source>1 other workload: no option on a measured GPU and runtime</source>
        <translation>另外 1 個工作負載：沒有方案使用已實測的 GPU 與執行環境</translation>
    </message>
    <message>
        <source>{n} other workloads: no option on a measured GPU and runtime</source>
        <translation>另外 {n} 個工作負載：沒有方案使用已實測的 GPU 與執行環境</translation>
    </message>
    <message>
        <source>No workload in this file runs on a measured GPU and runtime: the advice stays as it is.</source>
        <translation>這個檔案中沒有工作負載使用已實測的 GPU 與執行環境：建議維持不變。</translation>
    </message>
    <message>
        <source>My measurements</source>
        <translation>我的實測值</translation>
    </message>
    <message>
        <source>Runs you measured yourself. Each GPU and runtime you measured gets one speed factor (between × 0.5 and × 2) that adjusts every estimate on that GPU and runtime, in this file.</source>
        <translation>您自己實測的執行結果。每組實測過的 GPU 與執行環境會得到一個速度係數（介於 × 0.5 與 × 2 之間），用來調整這個檔案中該 GPU 與執行環境的所有估計。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>執行環境</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>執行設定</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>新增…</translation>
    </message>
    <message>
        <source>Enter a run you measured.</source>
        <translation>輸入一次您實測的執行。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected measurements.</source>
        <translation>移除選取的實測值。</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>匯入 CSV…</translation>
    </message>
    <message>
        <source>Add the rows of a CSV file in the calibration format (columns hardware_ref, model_ref, workload, runtime, metric, value …).</source>
        <translation>加入校正格式 CSV 檔中的各列（欄位為 hardware_ref、model_ref、workload、runtime、metric、value …）。</translation>
    </message>
    <message>
        <source>How the best options change (without → with your measurements):</source>
        <translation>最佳方案的變化（未使用 → 使用您的實測值）：</translation>
    </message>
    <message>
        <source>Effect on the advice</source>
        <translation>對建議的影響</translation>
    </message>
    <message>
        <source>Also use these measurements in all my projects</source>
        <translation>在我所有的專案中也使用這些實測值</translation>
    </message>
    <message>
        <source>New projects start with these measurements. They are kept in your user folder:</source>
        <translation>新專案會預先帶入這些實測值。它們保存在您的使用者資料夾：</translation>
    </message>
    <message>
        <source>1 measurement</source>
        <translation>1 筆實測值</translation>
    </message>
    <message>
        <source>{n} measurements</source>
        <translation>{n} 筆實測值</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>匯入實測值</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 檔案 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not read {file}: {problem}</source>
        <translation>無法讀取 {file}：{problem}</translation>
    </message>
    <message>
        <source>{file}: no rows</source>
        <translation>{file}：沒有任何資料列</translation>
    </message>
    <message>
        <source>Nothing was imported from {file}.</source>
        <translation>未從 {file} 匯入任何資料。</translation>
    </message>
    <message>
        <source>Imported {n} measurements from {file}.</source>
        <translation>已從 {file} 匯入 {n} 筆實測值。</translation>
    </message>
    <message>
        <source>Imported 1 measurement from {file}.</source>
        <translation>已從 {file} 匯入 1 筆實測值。</translation>
    </message>
    <message>
        <source>No measurements: every estimate comes from the engine&apos;s own model.</source>
        <translation>沒有實測值：所有估計都來自引擎本身的模型。</translation>
    </message>
    <message>
        <source>Fitting your runs…</source>
        <translation>正在擬合您的實測結果…</translation>
    </message>
    <message>
        <source>Comparing the advice with and without your measurements…</source>
        <translation>正在比較使用與未使用實測值的建議…</translation>
    </message>
    <message>
        <source>Your runs could not be fitted: {problem}</source>
        <translation>無法擬合您的實測結果：{problem}</translation>
    </message>
    <message>
        <source>None of your runs could be used, so no estimate changes.</source>
        <translation>您的實測結果都無法使用，因此估計不變。</translation>
    </message>
    <message>
        <source>Not used ({n}):</source>
        <translation>未使用（{n}）：</translation>
    </message>
    <message>
        <source>The advice could not be compared: {problem}</source>
        <translation>無法比較建議：{problem}</translation>
    </message>
    <message>
        <source>The measurements were kept in this file, but could not be saved for all projects: {problem}</source>
        <translation>實測值已保留在這個檔案中，但無法儲存供所有專案使用：{problem}</translation>
    </message>
    <message>
        <source>Change my measurements</source>
        <translation>變更我的實測值</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <source>safety margin {share}</source>
        <extracomment>The bar&apos;s frame by state: amber inside the safety margin, red when it does not fit.</extracomment>
        <translation>安全餘裕 {share}</translation>
    </message>
</context>
<context>
    <name>MemoryBarsChart</name>
    <message>
        <source>usable memory of the device</source>
        <translation>裝置可用記憶體</translation>
    </message>
    <message>
        <source>{option} [owned, compared]</source>
        <translation>{option} [自購，比較中]</translation>
    </message>
    <message>
        <source>{option} [rented, compared]</source>
        <translation>{option} [租用，比較中]</translation>
    </message>
    <message>
        <source>{option} — does not fit</source>
        <translation>{option} — 放不下</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>每個裝置的 GiB</translation>
    </message>
    <message>
        <source>{item}: {size} GiB</source>
        <translation>{item}：{size} GiB</translation>
    </message>
    <message>
        <source>total {t} of {u} GiB usable</source>
        <translation>合計 {t}，可用 {u} GiB</translation>
    </message>
</context>
<context>
    <name>Migration</name>
    <message>
        <source>must be an object (got {type})</source>
        <translation>必須是物件（實際為 {type}）</translation>
    </message>
    <message>
        <source>must be a list (got {type})</source>
        <translation>必須是清單（實際為 {type}）</translation>
    </message>
    <message>
        <source>has both &apos;{old}&apos; (schema 1) and &apos;{new}&apos; (schema 2)</source>
        <translation>同時含有 &apos;{old}&apos;（schema 1）與 &apos;{new}&apos;（schema 2）</translation>
    </message>
    <message>
        <source>must be one of {choices} (got {value})</source>
        <translation>必須是 {choices} 其中之一（實際為 {value}）</translation>
    </message>
    <message>
        <source>must be true or false (got {type})</source>
        <translation>必須是 true 或 false（實際為 {type}）</translation>
    </message>
    <message>
        <source>has both &apos;model&apos; (schema 2) and &apos;{old}&apos; (schema 1)</source>
        <translation>同時含有 &apos;model&apos;（schema 2）與 &apos;{old}&apos;（schema 1）</translation>
    </message>
    <message>
        <source>schema-1 files have no &apos;document&apos; (is the schema_version right?)</source>
        <translation>schema 1 的檔案沒有 &apos;document&apos;（schema_version 是否正確？）</translation>
    </message>
    <message>
        <source>has no document</source>
        <extracomment>Every cloud provider the schema-2 catalogs held (for ``include_marketplaces: true``).</extracomment>
        <translation>缺少 document 欄位</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必須是 true 或 false</translation>
    </message>
    <message>
        <source>cannot migrate backwards from schema {old} to {new}</source>
        <translation>無法從 schema {old} 反向遷移到 {new}</translation>
    </message>
    <message>
        <source>no migration from schema {old} to {new}</source>
        <translation>沒有從 schema {old} 到 {new} 的遷移步驟</translation>
    </message>
    <message>
        <source>the file is too complex to convert ({type})</source>
        <translation>檔案結構過於複雜，無法轉換（{type}）</translation>
    </message>
    <message>
        <source>unexpected content ({error})</source>
        <translation>非預期的內容（{error}）</translation>
    </message>
    <message>
        <source>the step did not produce the next schema version</source>
        <translation>此步驟未產生下一個 schema 版本</translation>
    </message>
</context>
<context>
    <name>ModelPickerDialog</name>
    <message>
        <source>Choose a model</source>
        <translation>選擇模型</translation>
    </message>
    <message>
        <source>Search by name, alias or Hugging Face id, e.g. llama 8b</source>
        <translation>以名稱、別名或 Hugging Face ID 搜尋，例如 llama 8b</translation>
    </message>
    <message>
        <source>Every word must appear in the model&apos;s name or one of its aliases.</source>
        <translation>每個關鍵字都必須出現在模型名稱或其任一別名中。</translation>
    </message>
    <message>
        <source>{name} — {size} B · {family}</source>
        <translation>{name} — {size} B · {family}</translation>
    </message>
    <message>
        <source>{name} — {size} B + {n} B image encoder · {family}</source>
        <translation>{name} — {size} B + {n} B 影像編碼器 · {family}</translation>
    </message>
    <message>
        <source>vision</source>
        <translation>視覺</translation>
    </message>
    <message>
        <source>image</source>
        <translation>影像</translation>
    </message>
    <message>
        <source>{n} of {total} models</source>
        <translation>{n}／{total} 個模型</translation>
    </message>
</context>
<context>
    <name>NewWorkload</name>
    <message>
        <source>What do you want to run?</source>
        <translation>您想執行什麼？</translation>
    </message>
    <message>
        <source>Pick the closest. A few plain questions follow; every detail can be changed later in the editor.</source>
        <translation>請選最接近的一項。接著會有幾個簡單問題；所有細節之後都可在編輯器中修改。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>e.g. 5 s, 300 ms, 2 分鐘</source>
        <translation>例如 5 s、300 ms、2 分鐘</translation>
    </message>
    <message>
        <source>Read as {duration}. {help}</source>
        <translation>解讀為 {duration}。{help}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>The advice appears as soon as it is added. Change any detail in the editor; Edit → Undo removes it again.</source>
        <translation>加入後會立即顯示建議。可在編輯器中修改任何細節；編輯 → 復原可再將其移除。</translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation>{name}（{kind}）</translation>
    </message>
    <message>
        <source>New workload</source>
        <translation>新增工作負載</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
</context>
<context>
    <name>OptionDetail</name>
    <message>
        <source>Memory per device</source>
        <translation>每個裝置的記憶體</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>組成項目</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>計費方式</translation>
    </message>
    <message>
        <source>Price/h</source>
        <translation>價格/h</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次執行</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>No option selected</source>
        <translation>未選取方案</translation>
    </message>
    <message>
        <source>Select an option in the table to see its numbers.</source>
        <translation>在表格中選取一個方案，即可查看它的數據。</translation>
    </message>
    <message>
        <source>Would fit after one change: {change}</source>
        <translation>只要調整一項即可行：{change}</translation>
    </message>
    <message>
        <source>Fits with {gap} to spare.</source>
        <translation>放得下，尚餘 {gap}。</translation>
    </message>
    <message>
        <source>Short by {gap}.</source>
        <translation>不足 {gap}。</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>叢集</translation>
    </message>
    <message>
        <source>Power and energy</source>
        <translation>電力與能源</translation>
    </message>
    <message>
        <source>{status}. Rank {rank} under the chosen objective.</source>
        <translation>{status}。依所選目標排名第 {rank}。</translation>
    </message>
    <message>
        <source>{status} this workload, because:</source>
        <translation>{status}：此方案不適合這個工作負載，原因如下：</translation>
    </message>
    <message>
        <source>Safe limit</source>
        <translation>安全上限</translation>
    </message>
    <message>
        <source>Fits with {gap} to spare, inside the {share} safety margin: {over} more than the {limit} it should stay under.</source>
        <translation>放得下，尚餘 {gap}，但已進入 {share} 的安全餘裕：比應維持的上限 {limit} 多出 {over}。</translation>
    </message>
    <message>
        <source>80 % range of the need: {low}–{high}.</source>
        <translation>需求的 80 % 區間：{low}–{high}。</translation>
    </message>
    <message>
        <source>Per device, on each of {n} devices.</source>
        <translation>以上為每個裝置的用量，{n} 個裝置皆同。</translation>
    </message>
    <message>
        <source>Time per run: {time}</source>
        <translation>每次執行時間：{time}</translation>
    </message>
    <message>
        <source>Throughput: {rate}</source>
        <translation>吞吐量：{rate}</translation>
    </message>
    <message>
        <source>Latency: {time}</source>
        <translation>延遲：{time}</translation>
    </message>
    <message>
        <source>First token: {time}</source>
        <translation>首個 token：{time}</translation>
    </message>
    <message>
        <source>Per output token: {time}</source>
        <translation>每個輸出 token：{time}</translation>
    </message>
    <message>
        <source>First token P50 / P95 / P99 at the planned load: {times}</source>
        <translation>規劃負載下的首個 token 時間 P50 / P95 / P99：{times}</translation>
    </message>
    <message>
        <source>Whole answer P50 / P95 / P99 at the planned load: {times}</source>
        <translation>規劃負載下的完整回答時間 P50 / P95 / P99：{times}</translation>
    </message>
    <message>
        <source>Saturates at {rate} per replica</source>
        <translation>每個副本在 {rate} 時達到飽和</translation>
    </message>
    <message>
        <source>Limited by: {bottleneck}</source>
        <translation>受限於：{bottleneck}</translation>
    </message>
    <message>
        <source>{annual} (80 % range {range})</source>
        <translation>{annual}（80 % 區間 {range}）</translation>
    </message>
    <message>
        <source>{annual} a year ({monthly} a month, {per_run} per run), billed as {mode}.</source>
        <translation>每年 {annual}（每月 {monthly}，每次執行 {per_run}），計費方式：{mode}。</translation>
    </message>
    <message>
        <source>{annual} a year ({monthly} a month), billed as {mode}.</source>
        <translation>每年 {annual}（每月 {monthly}），計費方式：{mode}。</translation>
    </message>
    <message>
        <source>Purchase {purchase}, resale {resale} after {months} months; busy {hours} h a month of 730.</source>
        <translation>購入價 {purchase}，{months} 個月後殘值 {resale}；每月 730 h 中有 {hours} h 在運算。</translation>
    </message>
    <message>
        <source>One machine cannot do the month&apos;s work ({hours} h asked).</source>
        <translation>一台機器無法完成當月的工作量（需要 {hours} h）。</translation>
    </message>
    <message>
        <source>{value} ({range})</source>
        <translation>{value}（{range}）</translation>
    </message>
    <message>
        <source>What would change the decision:</source>
        <translation>哪些因素會改變決策：</translation>
    </message>
    <message>
        <source>The estimate&apos;s 80 % range can change the decision:</source>
        <translation>估計值的 80 % 區間可能改變決策：</translation>
    </message>
    <message>
        <source>Rented: the devices&apos; power only (the provider&apos;s host is not published); the electricity is in the hourly price.</source>
        <translation>租用：僅計裝置本身的耗電（供應商未公布主機耗電）；電費已含在每小時價格中。</translation>
    </message>
    <message>
        <source>{n} replicas serve the request rate; costs cover all of them.</source>
        <translation>需要 {n} 個副本才能應付請求速率；成本已涵蓋全部副本。</translation>
    </message>
    <message>
        <source>Total per device</source>
        <translation>每個裝置合計</translation>
    </message>
    <message>
        <source>Usable on the device</source>
        <translation>裝置可用</translation>
    </message>
    <message>
        <source>Not priced: the option does not suit this workload.</source>
        <translation>未計價：此方案不適合這項工作負載。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>No on-demand price listed: estimated from the spot price.</source>
        <translation>未列出隨需價格：依 Spot 價格估算。</translation>
    </message>
</context>
<context>
    <name>OptionPicker</name>
    <message>
        <source>Type to search: name, provider, GPU, instance type</source>
        <extracomment>text colour by state (&quot;fits&quot; keeps the default)</extracomment>
        <translation>輸入文字即可搜尋：名稱、供應商、GPU、執行個體類型</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>no purchase price in the catalog: add one in the price overrides</source>
        <extracomment>Most host RAM (GB) the host of a machine built from parts takes: the platform&apos;s maximum, the most ZeRO-Offload / FSDP CPU offload can keep there. Desktop (and edge/line PC) platforms: 192 GB (Intel ARK, Core i9-14900K &quot;Max Memory Size 192 GB&quot;; AMD Ryzen 9 9950X, &quot;Max. Memory 192 GB&quot;, amd.com); workstation (Threadripper PRO / Xeon W): 2,048 GB (AMD Ryzen Threadripper PRO 7995WX, &quot;Max. Memory 2 TB&quot;, amd.com); 8-GPU server: 2,048 GB (NVIDIA DGX H100 datasheet, &quot;System Memory 2TB&quot;). Apple and DGX Spark share one memory with the GPU: their figure is that memory. Host RAM (GB) the host price of a machine built from parts covers (HOST_TEMPLATES; a catalog system of the same kind alike): assumption (2026-12): a US$1,200 desktop host with 64 GB, a US$4,000 workstation host with 128 GB, the 8-GPU server host with 2 TB (NVIDIA DGX H100 datasheet, &quot;System Memory 2TB&quot;). Offloaded training state beyond it is bought as more memory (``RAM_USD_PER_GB``, ``with_offload_ram``). DDR5 registered memory, US$ per GB: about US$10 for standard DDR5 RDIMM modules, nearly US$20 for 256 GB ones (TechPowerUp&apos;s report of NEMIX&apos;s 4 TB DDR5-6400 RDIMM kit at US$76,999, as summarised by tuttotech.net, 2025-12-29). Memory is added in steps of ``RAM_STEP_GB``.</extracomment>
        <translation>型錄中沒有購買價格：請在自訂價格中新增</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主機：{source}</translation>
    </message>
    <message>
        <source>Desktop · {n}× {accelerator}</source>
        <translation>桌上型電腦 · {n}× {accelerator}</translation>
    </message>
    <message>
        <source>Workstation · {n}× {accelerator}</source>
        <translation>工作站 · {n}× {accelerator}</translation>
    </message>
    <message>
        <source>Edge/line PC · {n}× {accelerator}</source>
        <translation>邊緣／產線電腦 · {n}× {accelerator}</translation>
    </message>
    <message>
        <source>Server · {n}× {accelerator}</source>
        <translation>伺服器 · {n}× {accelerator}</translation>
    </message>
    <message>
        <source>{product} {memory} GB</source>
        <extracomment>how the shipped systems.json names the machines built from parts (&quot;Desktop PC, 1x RTX 3090&quot;)</extracomment>
        <translation>{product} {memory} GB</translation>
    </message>
    <message>
        <source>{product} {chip} {memory} GB</source>
        <translation>{product} {chip} {memory} GB</translation>
    </message>
    <message>
        <source>{provider} {instance} · {share} of {accelerator} ({memory} GB)</source>
        <extracomment>vendor and brand words nobody says in front of the model number</extracomment>
        <translation>{provider} {instance} · {accelerator} 的 {share}（{memory} GB）</translation>
    </message>
    <message>
        <source>{provider} {instance} · {n}× {accelerator}</source>
        <translation>{provider} {instance} · {n}× {accelerator}</translation>
    </message>
    <message>
        <source>{provider} {instance} · {n}× {accelerator} {memory} GB</source>
        <translation>{provider} {instance} · {n}× {accelerator} {memory} GB</translation>
    </message>
    <message>
        <source>marketplace offer: one host&apos;s indicative price, not a list price</source>
        <translation>市集平台報價：單一主機的參考價格，並非公開牌價</translation>
    </message>
    <message>
        <source>price covers the accelerator only; the host VM is billed separately</source>
        <translation>價格僅含加速器；主機 VM 另行計費</translation>
    </message>
    <message>
        <source>a {share} slice of one GPU</source>
        <translation>一顆 GPU 的 {share} 切片</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>台灣</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>N. Virginia</source>
        <translation>北維吉尼亞</translation>
    </message>
    <message>
        <source>Iowa</source>
        <translation>愛荷華</translation>
    </message>
    <message>
        <source>{option} · {region}</source>
        <translation>{option} · {region}</translation>
    </message>
    <message>
        <source>{option} ({n})</source>
        <translation>{option}（{n}）</translation>
    </message>
    <message>
        <source>price per card: {source}{date}</source>
        <translation>每張卡價格：{source}{date}</translation>
    </message>
    <message>
        <source>host RAM for the experts kept in host memory: {extra} GB more than the {base} GB the host price covers, about US${usd} ({source})</source>
        <translation>放專家權重的主機記憶體：比主機價格所含的 {base} GB 多 {extra} GB，約 US${usd}（{source}）</translation>
    </message>
    <message>
        <source>host RAM for the offloaded training state: {extra} GB more than the {base} GB the host price covers, about US${usd} ({source})</source>
        <translation>卸載到主機的訓練狀態所需記憶體：比主機價格所含的 {base} GB 多 {extra} GB，約 US${usd}（{source}）</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>{workload}: does not fit on {machine}</source>
        <translation>{workload}：在 {machine} 上放不下</translation>
    </message>
    <message>
        <source>always-on serving needs {need} GPUs, the machine has {have}</source>
        <translation>全天候服務需要 {need} 顆 GPU，但機器只有 {have} 顆</translation>
    </message>
    <message>
        <source>{workload}: no GPU left after serving</source>
        <translation>{workload}：服務部署後已無剩餘 GPU</translation>
    </message>
    <message>
        <source>{workload}: does not fit on {n} × {accelerator}</source>
        <translation>{workload}：在 {n} × {accelerator} 上放不下</translation>
    </message>
    <message>
        <source>{workload}: a run takes {hours} h, {allowed} h allowed</source>
        <translation>{workload}：每次執行需要 {hours} h，上限為 {allowed} h</translation>
    </message>
    <message>
        <source>jobs in the {window} window need {hours} h/month, {available} h available</source>
        <translation>{window}時段的工作每月需要 {hours} h，可用 {available} h</translation>
    </message>
    <message>
        <source>periodic jobs need {hours} h/month, more than the machine&apos;s usable hours</source>
        <translation>週期性工作每月需要 {hours} h，超過機器的可用時數</translation>
    </message>
    <message>
        <source>no feasible option</source>
        <translation>沒有可行方案</translation>
    </message>
    <message>
        <source>no hardware in the catalog</source>
        <translation>型錄中沒有任何硬體</translation>
    </message>
    <message>
        <source>{n}× {accelerator}</source>
        <translation>{n}× {accelerator}</translation>
    </message>
    <message>
        <source>One mixed {machine} for the shareable workloads is cheaper than the per-workload plan and than any single-type shared server.</source>
        <translation>為可共用的工作負載配置一台混合式 {machine}，比各工作負載各自規劃、也比任何單一型號的共用伺服器更便宜。</translation>
    </message>
    <message>
        <source>per-workload plan</source>
        <extracomment>profile id -&gt; (the profile, {hardware key: Estimate}) of the shared-server estimates (see _Profiles.estimate); the profile is kept with its entry so that its id stays its own</extracomment>
        <translation>各工作負載各自規劃</translation>
    </message>
    <message>
        <source>The mixed {machine} is the cheapest plan.</source>
        <translation>混合式 {machine} 是最便宜的規劃。</translation>
    </message>
    <message>
        <source>The best mixed server, {machine}, costs {ratio}× the cheapest plan ({best}).</source>
        <translation>最佳的混合式伺服器 {machine}，成本為最便宜規劃（{best}）的 {ratio}×。</translation>
    </message>
    <message>
        <source>Some workloads have no feasible option: {workloads}.</source>
        <translation>部分工作負載沒有可行方案：{workloads}。</translation>
    </message>
    <message>
        <source>Fewer than two workloads may share a machine, so each runs on its own best option.</source>
        <translation>可共用機器的工作負載不到兩個，因此各自採用最佳方案。</translation>
    </message>
    <message>
        <source>One {machine} for the shareable workloads is cheaper than the per-workload plan.</source>
        <translation>以一台 {machine} 承擔所有可共用的工作負載，比逐項選擇更便宜。</translation>
    </message>
    <message>
        <source>The per-workload plan is cheaper than one shared server.</source>
        <translation>逐項選擇比一台共用伺服器更便宜。</translation>
    </message>
    <message>
        <source>No single owned machine can run every shareable workload.</source>
        <translation>沒有任何一台自購機器能執行所有可共用的工作負載。</translation>
    </message>
    <message>
        <source>{workload}: runs neither on {jobs} nor, outside its service&apos;s hours, on the service cards</source>
        <extracomment>The search&apos;s bounds: the cheapest clean-fitting owned options of each service, of each job, and the service combinations and job groups tried (a handful of arithmetic checks each). More services than this cannot each get a group of cards in one chassis (8 slots, a jobs group); more jobs than this are not one machine&apos;s work (and would make the search long): no mixed server.</extracomment>
        <translation>{workload}：既無法在 {jobs} 上執行，也無法在其服務時段以外於服務用的顯示卡上執行</translation>
    </message>
    <message>
        <source>{cards} in {window}: {hours} h needed in month {month}, {available} h available</source>
        <translation>{window} 時段的 {cards}：第 {month} 個月需要 {hours} 小時，可用 {available} 小時</translation>
    </message>
    <message>
        <source>no job runs on {cards}</source>
        <translation>沒有任何作業可在 {cards} 上執行</translation>
    </message>
    <message>
        <source>{chassis} ({psu}) · {cards}</source>
        <translation>{chassis}（{psu}）· {cards}</translation>
    </message>
    <message>
        <source>draws up to {peak} kW: more than a {volts} V/{amps} A office circuit carries continuously ({limit} kW); plan a dedicated circuit</source>
        <translation>最高耗電 {peak} kW：超過 {volts} V/{amps} A 辦公室電路可持續承載的 {limit} kW；請規劃專用電路</translation>
    </message>
    <message>
        <source>the offloaded training state needs {need} GB of host RAM; this host takes at most {most} GB</source>
        <extracomment>(cards as (accelerator id, count), volts, language) -&gt; (the cards, chassis.pick&apos;s answer): the chassis a set of cards goes in, kept between plans (each re-advise tries the same card sets) _group_use&apos;s answers kept between plans (a re-advise tries the same groups again): by the held windows, the jobs, their runs month by month, the months and the usable share of a window</extracomment>
        <translation>卸載到主機的訓練狀態需要 {need} GB 主機記憶體；這台主機最多只能裝 {most} GB</translation>
    </message>
    <message>
        <source>Tower workstation</source>
        <extracomment>Circuits below this voltage are &quot;low line&quot; for server power supplies (100-127 V). Host power of a 4U PCIe GPU server, W (assumption, 2026-11): two server CPUs of 205-360 W default TDP (Intel Xeon Gold 6438N 205 W; AMD EPYC 9554 360 W, the vendors&apos; product pages) plus memory, fans at GPU-load speed, drives and network cards.</extracomment>
        <translation>直立式工作站</translation>
    </message>
    <message>
        <source>4U GPU server</source>
        <translation>4U GPU 伺服器</translation>
    </message>
    <message>
        <source>{n} × {watts} W</source>
        <translation>{n} × {watts} W</translation>
    </message>
    <message>
        <source>{n} × {watts} W, {active}+{spare}</source>
        <translation>{n} × {watts} W，{active}+{spare}</translation>
    </message>
    <message>
        <source>{accelerator} is not a PCIe card with a purchase price</source>
        <extracomment>A 4U PCIe GPU server host (barebone, CPUs, memory, drives): see _SERVER_SOURCE. Cheapest first: a mixed machine is built in the first chassis that takes its cards.</extracomment>
        <translation>{accelerator} 不是有購買價格的 PCIe 卡</translation>
    </message>
    <message>
        <source>{cards} cards need {cards} double-width slots; the {chassis} has {slots}</source>
        <translation>{cards} 張卡需要 {cards} 個雙槽寬插槽；{chassis} 只有 {slots} 個</translation>
    </message>
    <message>
        <source>peak draw {peak} W (cards {cards_w} W + host {host} W) is more than its {psu} supplies deliver ({deliver} W)</source>
        <translation>峰值耗電 {peak} W（顯示卡 {cards_w} W + 主機 {host} W）超過其 {psu} 電源供應器可提供的 {deliver} W</translation>
    </message>
    <message>
        <source>{accelerators}: fanless datacenter cards need a GPU server&apos;s airflow, not a {chassis}</source>
        <translation>{accelerators}：無風扇的資料中心卡需要 GPU 伺服器的氣流，不適用 {chassis}</translation>
    </message>
    <message>
        <source>at {volts} V its supplies deliver {low} W, less than its {peak} W peak: run it on a 200-240 V circuit</source>
        <translation>在 {volts} V 下，其電源供應器只能提供 {low} W，低於其 {peak} W 峰值：請使用 200-240 V 電路</translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message>
        <source>Project</source>
        <translation>專案</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>選擇</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>計費方式</translation>
    </message>
    <message>
        <source>Cost/year</source>
        <translation>成本/年</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>kWh/month</source>
        <translation>度/月</translation>
    </message>
    <message>
        <source>The chosen option&apos;s peak power (all its machines) and energy a month; a rental&apos;s is drawn at the provider and its electricity is in the hourly price</source>
        <translation>所選選項的峰值功率（所有機器合計）與每月用電量；租用的耗電發生在供應商端，電費已含在每小時價格中</translation>
    </message>
    <message>
        <source>no feasible option</source>
        <translation>沒有可行方案</translation>
    </message>
    <message>
        <source>{value} ({range})</source>
        <translation>{value}（{range}）</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Plan across all projects</source>
        <translation>所有專案的整體規劃</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <source>Alternative: one shared server</source>
        <translation>替代方案：一台共用伺服器</translation>
    </message>
    <message>
        <source>The plan appears once the project has workloads.</source>
        <translation>專案加入工作負載後，這裡就會顯示規劃。</translation>
    </message>
    <message>
        <source>Per-workload total: not available ({workloads} without a feasible option).</source>
        <translation>逐項選擇合計：無法計算（{workloads} 沒有可行方案）。</translation>
    </message>
    <message>
        <source>{cost} (80 % range {range})</source>
        <translation>{cost}（80 % 區間 {range}）</translation>
    </message>
    <message>
        <source>Per-workload total: {cost} a year for {n} workloads.</source>
        <translation>逐項選擇合計：{n} 項工作負載每年 {cost}。</translation>
    </message>
    <message>
        <source>{workload}: {gpus} GPU(s), always on</source>
        <translation>{workload}：{gpus} 顆 GPU，全天候運作</translation>
    </message>
    <message>
        <source>{workload}: {gpus} GPU(s), {hours} h a month</source>
        <translation>{workload}：{gpus} 顆 GPU，每月 {hours} h</translation>
    </message>
    <message>
        <source>{machine} (MIG slices)</source>
        <translation>{machine}（MIG 切片）</translation>
    </message>
    <message>
        <source>Utilisation: {share} of the machine&apos;s GPU-hours.</source>
        <translation>使用率：佔機器 GPU 時數的 {share}。</translation>
    </message>
    <message>
        <source>{server} a year for the server + {edge} for edge workloads priced separately = {total} a year.</source>
        <translation>伺服器每年 {server} + 另行計價的邊緣工作負載 {edge} = 每年 {total}。</translation>
    </message>
    <message>
        <source>{cost} a year.</source>
        <translation>每年 {cost}。</translation>
    </message>
    <message>
        <source>Power: peak {peak}, {kwh} a month, {bill} of electricity a month.</source>
        <translation>電力：峰值 {peak}，每月 {kwh}，每月電費 {bill}。</translation>
    </message>
    <message>
        <source>Some workloads have no feasible option: {workloads}.</source>
        <translation>部分工作負載沒有可行方案：{workloads}。</translation>
    </message>
    <message>
        <source>Choose per workload: {cost} a year.</source>
        <translation>逐項選擇：每年 {cost}。</translation>
    </message>
    <message>
        <source>Choose per workload: {cost} a year. No single owned machine can run every workload that may share.</source>
        <translation>逐項選擇：每年 {cost}。沒有任何一台自購機器能執行所有可共用的工作負載。</translation>
    </message>
    <message>
        <source>Buy one {machine} for the workloads that may share: {cost} a year, {saving} less than choosing per workload.</source>
        <translation>為可共用的工作負載購買一台 {machine}：每年 {cost}，比逐項選擇少 {saving}。</translation>
    </message>
    <message>
        <source>Choose per workload: {cost} a year, {saving} less than one shared {machine}.</source>
        <translation>逐項選擇：每年 {cost}，比一台共用的 {machine} 少 {saving}。</translation>
    </message>
    <message>
        <source>No owned machine: the rentals&apos; power is drawn at the providers.</source>
        <translation>沒有自購機器：租用的耗電發生在供應商端。</translation>
    </message>
    <message>
        <source>On premises (owned lines): peak {peak}, {kwh} a month, {bill} of electricity a month.</source>
        <translation>公司內部（自購項目）：峰值 {peak}，每月 {kwh}，每月電費 {bill}。</translation>
    </message>
    <message>
        <source>No single owned machine can run every workload that may share (at least two are needed; edge deployments stay on their line PC).</source>
        <translation>沒有任何一台自購機器能執行所有可共用的工作負載（至少需要兩項；邊緣部署維持在各自的產線電腦上）。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Language of the window and the printed summary.</source>
        <translation>視窗與列印摘要所使用的語言。</translation>
    </message>
    <message>
        <source>A new language takes effect the next time gpuadvisor starts.</source>
        <translation>變更語言後，會在下次啟動 gpuadvisor 時生效。</translation>
    </message>
    <message>
        <source>Currency new projects are priced in; open projects keep theirs.</source>
        <translation>新專案的計價幣別；已開啟的專案維持原有幣別。</translation>
    </message>
    <message>
        <source>Exchange rate (NT$ per US$)</source>
        <translation>匯率（1 US$ 兌換 NT$）</translation>
    </message>
    <message>
        <source>Converts US-dollar prices to NT$.</source>
        <translation>將美元價格換算為 NT$。</translation>
    </message>
    <message>
        <source>Electricity tariff (NT$/kWh)</source>
        <translation>電價（NT$/kWh）</translation>
    </message>
    <message>
        <source>What a kilowatt-hour costs where the machines run.</source>
        <translation>機器所在地每度電（kWh）的價格。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: total facility power per unit of IT power.</source>
        <translation>電力使用效率：機房總耗電量與 IT 設備耗電量的比值。</translation>
    </message>
    <message>
        <source>Useful life (months)</source>
        <translation>使用年限（月）</translation>
    </message>
    <message>
        <source>Months over which owned hardware is depreciated.</source>
        <translation>自購硬體折舊的月數。</translation>
    </message>
    <message>
        <source>Resale value, data-centre GPUs</source>
        <translation>殘值（資料中心級 GPU）</translation>
    </message>
    <message>
        <source>Share of the purchase price recovered at the end of its life.</source>
        <translation>使用年限結束時可回收的購買價格比例。</translation>
    </message>
    <message>
        <source>Resale value, consumer GPUs</source>
        <translation>殘值（消費級 GPU）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>The clouds new projects may rent from; open projects keep theirs.</source>
        <translation>新專案可以租用的雲端供應商；已開啟的專案維持原有設定。</translation>
    </message>
    <message>
        <source>Defaults for new projects</source>
        <translation>新專案的預設值</translation>
    </message>
    <message>
        <source>Currency and assumptions a new project starts with.</source>
        <translation>新專案起始時採用的幣別與假設。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation>雲端供應商</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>The clouds new projects may rent from. Open projects keep theirs (Edit → Cloud providers…).</source>
        <translation>新專案可以租用的雲端供應商。已開啟的專案維持原有設定（編輯 → 雲端供應商…）。</translation>
    </message>
    <message>
        <source>{field}: must be a number</source>
        <translation>{field}：必須是數字</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>could not write the PDF</source>
        <translation>無法寫入 PDF</translation>
    </message>
    <message>
        <source>Print report</source>
        <translation>列印報告</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>預覽列印</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>migrating from schema {old} to {new}: {problem}</source>
        <translation>從 schema {old} 遷移到 {new} 時發生問題：{problem}</translation>
    </message>
    <message>
        <source>is nested too deeply to read</source>
        <translation>巢狀層數過深，無法讀取</translation>
    </message>
    <message>
        <source>is too large to read into memory</source>
        <translation>檔案過大，無法載入記憶體</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>無法讀取（{error}）</translation>
    </message>
    <message>
        <source>is not a file name</source>
        <translation>不是檔案名稱</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>找不到檔案</translation>
    </message>
    <message>
        <source>is a folder, not a project file</source>
        <translation>這是資料夾，不是專案檔</translation>
    </message>
    <message>
        <source>cannot be read: permission denied</source>
        <translation>無法讀取：權限不足</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>無法讀取：{reason}</translation>
    </message>
    <message>
        <source>is not a usable file name ({error})</source>
        <translation>不是可用的檔案名稱（{error}）</translation>
    </message>
    <message>
        <source>is too large for a project file ({size} MB; the limit is {limit} MB)</source>
        <translation>檔案過大，不適合作為專案檔（{size} MB；上限為 {limit} MB）</translation>
    </message>
    <message>
        <source>cannot be saved: too large for a project file ({size} MB; the limit is {limit} MB)</source>
        <translation>無法儲存：以專案檔而言過大（{size} MB；上限為 {limit} MB）</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text (unpaired surrogate at character {position})</source>
        <translation>不是有效的 UTF-8 文字（第 {position} 個字元為未配對的代理字元）</translation>
    </message>
    <message>
        <source>is saved as UTF-16 text; gpuadvisor project files are UTF-8 (save it again as UTF-8)</source>
        <translation>是以 UTF-16 文字儲存；gpuadvisor 專案檔必須是 UTF-8（請重新以 UTF-8 儲存）</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text (byte 0x{byte} at offset {offset}, line {line})</source>
        <translation>不是有效的 UTF-8 文字（位移 {offset} 處的位元組 0x{byte}，第 {line} 行）</translation>
    </message>
    <message>
        <source>content must be text or bytes (got {type})</source>
        <translation>內容必須是文字或位元組（實際為 {type}）</translation>
    </message>
    <message>
        <source>a number with {n} digits is larger than any value a project holds</source>
        <translation>{n} 位數的數字超出專案中任何數值的合理範圍</translation>
    </message>
    <message>
        <source>is not valid: the key {key} appears twice in one object</source>
        <translation>無效：同一個物件中的鍵 {key} 出現兩次</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>is not valid JSON: {error} (line {line}, column {column})</source>
        <translation>不是有效的 JSON：{error}（第 {line} 行，第 {column} 欄）</translation>
    </message>
    <message>
        <source>is not usable: the JSON is nested too deeply</source>
        <translation>無法使用：JSON 巢狀層數過深</translation>
    </message>
    <message>
        <source>is not usable JSON: {error}</source>
        <translation>不是可用的 JSON：{error}</translation>
    </message>
    <message>
        <source>is nested too deeply (more than {n} levels)</source>
        <translation>巢狀層數過深（超過 {n} 層）</translation>
    </message>
    <message>
        <source>a key contains an unpaired UTF-16 surrogate (\ud800-\udfff)</source>
        <translation>有鍵含有未配對的 UTF-16 代理字元（\ud800-\udfff）</translation>
    </message>
    <message>
        <source>contains an unpaired UTF-16 surrogate (\ud800-\udfff)</source>
        <translation>含有未配對的 UTF-16 代理字元（\ud800-\udfff）</translation>
    </message>
    <message>
        <source>is not a gpuadvisor project file (the JSON is {kind}, not an object)</source>
        <translation>不是 gpuadvisor 專案檔（JSON 內容為 {kind}，而非物件）</translation>
    </message>
    <message>
        <source>is not a gpuadvisor project file (no &quot;format&quot; field)</source>
        <translation>不是 gpuadvisor 專案檔（沒有 &quot;format&quot; 欄位）</translation>
    </message>
    <message>
        <source>is not a gpuadvisor project file (format is {found}, expected {expected})</source>
        <translation>不是 gpuadvisor 專案檔（format 為 {found}，應為 {expected}）</translation>
    </message>
    <message>
        <source>has no schema_version</source>
        <translation>缺少 schema_version</translation>
    </message>
    <message>
        <source>must be a whole number (got {value})</source>
        <translation>必須是整數（實際為 {value}）</translation>
    </message>
    <message>
        <source>was saved by a newer gpuadvisor (schema {version}); this version reads up to {current} — update gpuadvisor</source>
        <translation>由較新版的 gpuadvisor 儲存（schema {version}）；此版本最多只能讀取到 {current}，請更新 gpuadvisor</translation>
    </message>
    <message>
        <source>must be between {oldest} and {current} (got {version})</source>
        <translation>必須介於 {oldest} 到 {current} 之間（實際為 {version}）</translation>
    </message>
    <message>
        <source>migrating: {problem}</source>
        <translation>升級檔案格式時發生錯誤：{problem}</translation>
    </message>
    <message>
        <source>has no document</source>
        <translation>缺少 document 欄位</translation>
    </message>
    <message>
        <source>must be an object (got {kind})</source>
        <translation>必須是物件（實際為 {kind}）</translation>
    </message>
    <message>
        <source>must be text (got {kind})</source>
        <translation>必須是文字（實際為 {kind}）</translation>
    </message>
    <message>
        <source>{problem} (in the file as migrated from schema {version})</source>
        <translation>{problem}（此為檔案由 schema {version} 升級後的內容）</translation>
    </message>
    <message>
        <source>is not a valid project</source>
        <translation>不是有效的專案</translation>
    </message>
    <message>
        <source>{problem} (and 1 more problem)</source>
        <translation>{problem}（另有 1 個問題）</translation>
    </message>
    <message>
        <source>{problem} (and {n} more problems)</source>
        <translation>{problem}（另有 {n} 個問題）</translation>
    </message>
    <message>
        <source>cannot be saved: the project is not valid ({problem})</source>
        <translation>無法儲存：專案內容無效（{problem}）</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟空間已滿</translation>
    </message>
    <message>
        <source>cannot be saved: {reason} (the previous file is unchanged)</source>
        <translation>無法儲存：{reason}（原有檔案未被更動）</translation>
    </message>
    <message>
        <source>cannot be saved: not a usable file name ({error})</source>
        <translation>無法儲存：檔名無法使用（{error}）</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Projects and workloads</source>
        <translation>專案與工作負載</translation>
    </message>
    <message>
        <source>{name}: {n} workload(s)</source>
        <translation>{name}：{n} 個工作負載</translation>
    </message>
    <message>
        <source>{name}
{kind} · {model}</source>
        <translation>{name}
{kind} · {model}</translation>
    </message>
    <message>
        <source>Rename to “{name}”</source>
        <translation>重新命名為「{name}」</translation>
    </message>
    <message>
        <source>Move project</source>
        <translation>移動專案</translation>
    </message>
    <message>
        <source>Move workload</source>
        <translation>移動工作負載</translation>
    </message>
    <message>
        <source>Move workload to another project</source>
        <translation>將工作負載移到其他專案</translation>
    </message>
</context>
<context>
    <name>ProvidersDialog</name>
    <message>
        <source>Public clouds</source>
        <extracomment>Provider kinds in display order (``domain.hardware.Provider.kind``); &quot;other&quot;: ids a project names that the catalogs do not hold.</extracomment>
        <translation>公有雲</translation>
    </message>
    <message>
        <source>GPU clouds</source>
        <translation>GPU 雲端</translation>
    </message>
    <message>
        <source>Marketplaces</source>
        <translation>市集平台</translation>
    </message>
    <message>
        <source>Not in the catalogs</source>
        <translation>不在型錄中</translation>
    </message>
    <message>
        <source>Companies renting their own GPUs at list prices.</source>
        <translation>以公開牌價出租自有 GPU 的公司。</translation>
    </message>
    <message>
        <source>Each offer is one host&apos;s indicative price, not a list price; off by default.</source>
        <translation>每筆報價都是單一主機的參考價格，並非公開牌價；預設不啟用。</translation>
    </message>
    <message>
        <source>Named by this project but without offers in the catalogs.</source>
        <translation>此專案有指定，但型錄中沒有其方案。</translation>
    </message>
    <message>
        <source>Default: {n} of {total}</source>
        <translation>預設：{n}／{total}</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n}／{total}</translation>
    </message>
    <message>
        <source>No cloud: rented options are all ruled out.</source>
        <translation>未選擇任何雲端：所有租用方案都會被排除。</translation>
    </message>
    <message>
        <source>Rents from: {names}</source>
        <translation>租用來源：{names}</translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation>雲端供應商</translation>
    </message>
    <message>
        <source>The clouds this project may rent from. Offers of the others are listed as not fitting, with why.</source>
        <translation>此專案可以租用的雲端供應商。其他供應商的方案會列為不可行，並說明原因。</translation>
    </message>
    <message>
        <source>Check the public clouds and GPU clouds, uncheck the marketplaces.</source>
        <translation>勾選公有雲與 GPU 雲端，取消勾選市集平台。</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>全選</translation>
    </message>
    <message>
        <source>{id}: {n} offers in the catalogs</source>
        <translation>{id}：型錄中有 {n} 個方案</translation>
    </message>
    <message>
        <source>{n} of {total} providers: the default set.</source>
        <translation>{n}／{total} 家供應商：預設組合。</translation>
    </message>
    <message>
        <source>{n} of {total} providers.</source>
        <translation>{n}／{total} 家供應商。</translation>
    </message>
    <message>
        <source>Change cloud providers</source>
        <translation>變更雲端供應商</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <source>Enter a quote</source>
        <translation>輸入報價</translation>
    </message>
    <message>
        <source>The price a vendor quoted for buying &lt;b&gt;{option}&lt;/b&gt; (the whole machine).</source>
        <translation>廠商為購買 &lt;b&gt;{option}&lt;/b&gt;（整台機器）所開的報價。</translation>
    </message>
    <message>
        <source>The hourly rate a provider quoted for renting &lt;b&gt;{option}&lt;/b&gt; (the whole instance).</source>
        <translation>供應商為租用 &lt;b&gt;{option}&lt;/b&gt;（整個執行個體）所報的每小時費率。</translation>
    </message>
    <message>
        <source>e.g. 320,000</source>
        <translation>例如 320,000</translation>
    </message>
    <message>
        <source>e.g. 2.5</source>
        <translation>例如 2.5</translation>
    </message>
    <message>
        <source>Purchase price of the whole machine</source>
        <translation>整台機器的購買價格</translation>
    </message>
    <message>
        <source>Price per hour of the whole instance</source>
        <translation>整個執行個體的每小時價格</translation>
    </message>
    <message>
        <source>Who quoted it</source>
        <translation>報價的廠商</translation>
    </message>
    <message>
        <source>Purchase price:</source>
        <translation>購買價格：</translation>
    </message>
    <message>
        <source>Price per hour:</source>
        <translation>每小時價格：</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>新增報價</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>幣別：</translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation>廠商：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Enter the quoted price.</source>
        <translation>請輸入報價金額。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number.</source>
        <translation>「{text}」不是數字。</translation>
    </message>
    <message>
        <source>The price must be above 0.</source>
        <translation>價格必須大於 0。</translation>
    </message>
    <message>
        <source>The price is too large.</source>
        <translation>價格過大。</translation>
    </message>
</context>
<context>
    <name>Quotes</name>
    <message>
        <source>your quote</source>
        <translation>您的報價</translation>
    </message>
    <message>
        <source>{option} · quote from {vendor}, {date}</source>
        <translation>{option} · {vendor} 報價，{date}</translation>
    </message>
    <message>
        <source>{option} · quote from {vendor}</source>
        <translation>{option} · {vendor} 報價</translation>
    </message>
    <message>
        <source>price: your quote ({price} {currency}{date})</source>
        <translation>價格：您的報價（{price} {currency}{date}）</translation>
    </message>
    <message>
        <source>quote &apos;{vendor}&apos; skipped: no catalog option &apos;{option}&apos; to price</source>
        <translation>已略過報價「{vendor}」：型錄中沒有可套用此價格的方案「{option}」</translation>
    </message>
</context>
<context>
    <name>RecommendationPanel</name>
    <message>
        <source>updating…</source>
        <extracomment>Rows that size the table&apos;s columns when another workload is shown (the best options lead).</extracomment>
        <translation>更新中…</translation>
    </message>
    <message>
        <source>All options</source>
        <translation>所有選項</translation>
    </message>
    <message>
        <source>Minimum to meet the target</source>
        <translation>達成目標的最低需求</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>所有類別</translation>
    </message>
    <message>
        <source>Owned and rented</source>
        <translation>自購與租用</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>僅自購</translation>
    </message>
    <message>
        <source>Rented only</source>
        <translation>僅租用</translation>
    </message>
    <message>
        <source>Fits only</source>
        <translation>僅顯示可行方案</translation>
    </message>
    <message>
        <source>Search options…</source>
        <translation>搜尋方案…</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>目標：</translation>
    </message>
    <message>
        <source>The advice could not be computed: {problem}</source>
        <translation>無法計算建議：{problem}</translation>
    </message>
    <message>
        <source>This workload could not be estimated.
{problem}

The other workloads are advised as usual. Check this workload&apos;s model and recipe; its advice comes back once it can be estimated.</source>
        <translation>無法估算此工作負載。
{problem}

其他工作負載仍照常提供建議。請檢查此工作負載的模型與執行設定；一旦可以估算，它的建議就會恢復顯示。</translation>
    </message>
    <message>
        <source>With gradient checkpointing (Recipe → Activation recompute: Full) this job fits {option} for {cost} a year instead of {best} at {best_cost}; each step then computes about a third more</source>
        <translation>開啟梯度檢查點（執行設定 → 激活值重新計算：完整）時，此工作可改用 {option}，每年 {cost}，而不是 {best}（每年 {best_cost}）；每步約多三分之一的運算</translation>
    </message>
    <message>
        <source>{title} none fits this workload (closest: {option} — {reasons})</source>
        <translation>{title}沒有方案適合此工作負載（最接近：{option} — {reasons}）</translation>
    </message>
    <message>
        <source>{title} none fits this workload</source>
        <translation>{title}沒有方案適合此工作負載</translation>
    </message>
    <message>
        <source>{time} per run</source>
        <translation>每次執行 {time}</translation>
    </message>
    <message>
        <source>{title} {option} — {cost} a year ({mode}), {speed}</source>
        <translation>{title}{option} — 每年 {cost}（{mode}），{speed}</translation>
    </message>
    <message>
        <source>{shown} of {total} shown · {fits} fit</source>
        <translation>顯示 {shown}／{total} 項 · {fits} 項可行</translation>
    </message>
    <message>
        <source>No workload selected</source>
        <translation>未選取工作負載</translation>
    </message>
    <message>
        <source>Select a workload in the project tree to see the hardware that suits it.</source>
        <translation>請在專案樹狀清單中選取一個工作負載，即可查看適合它的硬體。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Best owned:</source>
        <extracomment>Workload kinds whose speed is said as a latency (the others: time per run, or a rate).</extracomment>
        <translation>最佳自購方案：</translation>
    </message>
    <message>
        <source>Best rented:</source>
        <translation>最佳租用方案：</translation>
    </message>
</context>
<context>
    <name>RecommendationTableModel</name>
    <message>
        <source>Consumer</source>
        <extracomment>Stable names of the columns (saved column widths are keyed by them, not by position). ``OptionResult.status`` in sort order (the engine ranks fitting options in the same order). Text colours of a status (amber for the flagged ones; &quot;no&quot; rows are greyed like the rest of the row). Marker colours (the memory bar uses the same amber and red).</extracomment>
        <translation>消費級</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>資料中心</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>雲端</translation>
    </message>
    <message>
        <source>Apple</source>
        <translation>Apple</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>First token (P{p})</source>
        <translation>首個 token（P{p}）</translation>
    </message>
    <message>
        <source>Latency (P{p})</source>
        <translation>延遲（P{p}）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Memory, GiB</source>
        <translation>記憶體（GiB）</translation>
    </message>
    <message>
        <source>Time/run</source>
        <translation>每次執行時間</translation>
    </message>
    <message>
        <source>Cost/run</source>
        <translation>每次成本</translation>
    </message>
    <message>
        <source>Cost/year</source>
        <translation>每年成本</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>計費方式</translation>
    </message>
    <message>
        <source>Why / why not</source>
        <translation>原因說明</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Memory needed per device / memory usable on the device, in GiB</source>
        <translation>每個裝置所需的記憶體／裝置上可用的記憶體，單位為 GiB</translation>
    </message>
    <message>
        <source>Fits. Tight: the memory needed is inside the safety margin. Experimental: the software runs there only experimentally. Does not fit: the tooltip and the last column say why.</source>
        <translation>可行：沒有問題。吃緊：所需記憶體已進入安全餘裕。實驗性：軟體在該硬體上僅屬實驗性支援。不可行：原因請見提示說明與最後一欄。</translation>
    </message>
    <message>
        <source>{value} ({range})</source>
        <translation>{value}（{range}）</translation>
    </message>
    <message>
        <source>{need} / {usable}</source>
        <translation>{need} / {usable}</translation>
    </message>
    <message>
        <source>{item} {size}</source>
        <translation>{item} {size}</translation>
    </message>
    <message>
        <source>Needs {need} per device of {usable} usable ({verdict}): mostly {items}.</source>
        <translation>每個裝置需要 {need}，可用 {usable}（{verdict}）：主要為 {items}。</translation>
    </message>
    <message>
        <source>One run takes {time} at {rate}, limited by {bottleneck}.</source>
        <translation>每次執行需時 {time}，速度 {rate}，受限於 {bottleneck}。</translation>
    </message>
    <message>
        <source>{monthly} a month in the cheapest billing mode ({mode}), × 12 for the year.</source>
        <translation>以最便宜的計費方式（{mode}）每月 {monthly}，× 12 即為全年。</translation>
    </message>
    <message>
        <source>80 % range {low} – {high} a year: the run time at the ends of the estimate&apos;s range.</source>
        <translation>80 % 區間每年 {low} – {high}：以估計區間兩端的執行時間計算。</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>吃緊</translation>
    </message>
    <message>
        <source>Experimental</source>
        <translation>實驗性</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>does not suit this workload</source>
        <extracomment>the roles the table answers (ints: compared for every cell the view lays out)</extracomment>
        <translation>不適合此工作負載</translation>
    </message>
    <message>
        <source>would fit after: {change}</source>
        <translation>調整後即可行：{change}</translation>
    </message>
    <message>
        <source>{reasons} — {suggestions}</source>
        <translation>{reasons} — {suggestions}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>{latency} per request; one replica serves up to {rate}; limited by {bottleneck}.</source>
        <translation>每個請求 {latency}；一個副本最多可服務 {rate}；受限於 {bottleneck}。</translation>
    </message>
    <message>
        <source>First token P{p} {percentile}; the whole answer {latency} on average; one replica serves up to {rate} within the target; limited by {bottleneck}.</source>
        <translation>首個 token P{p} {percentile}；完整回答平均 {latency}；在目標內一個副本最多可服務 {rate}；受限於 {bottleneck}。</translation>
    </message>
    <message>
        <source>P{p} {percentile}, mean {latency} per request; one replica serves up to {rate} within the target; limited by {bottleneck}.</source>
        <translation>每個請求 P{p} {percentile}、平均 {latency}；在目標內一個副本最多可服務 {rate}；受限於 {bottleneck}。</translation>
    </message>
    <message>
        <source>Not priced: the option does not suit this workload.</source>
        <translation>未計價：此方案不適合這個工作負載。</translation>
    </message>
    <message>
        <source>Rank under the chosen objective</source>
        <translation>依所選目標的排名</translation>
    </message>
    <message>
        <source>Does not suit this workload</source>
        <translation>不適合此工作負載</translation>
    </message>
</context>
<context>
    <name>RecoverDialog</name>
    <message>
        <source>an unsaved project</source>
        <translation>未儲存的專案</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>要復原未儲存的變更嗎？</translation>
    </message>
    <message>
        <source>gpuadvisor did not close normally. Recover the unsaved changes to {name}?</source>
        <translation>gpuadvisor 上次未正常關閉。要復原 {name} 未儲存的變更嗎？</translation>
    </message>
    <message>
        <source>Autosaved {when}.</source>
        <translation>自動儲存時間：{when}。</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨棄</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{pct} of price/year</source>
        <translation>每年為售價的 {pct}</translation>
    </message>
    <message>
        <source>{pct} of busy power</source>
        <translation>滿載功耗的 {pct}</translation>
    </message>
    <message>
        <source>{pct} of TDP</source>
        <translation>TDP 的 {pct}</translation>
    </message>
    <message>
        <source>{pct} of device memory</source>
        <translation>裝置記憶體的 {pct}</translation>
    </message>
    <message>
        <source>{pct} per year</source>
        <translation>每年 {pct}</translation>
    </message>
    <message>
        <source>{value} {unit}</source>
        <translation>{value} {unit}</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小時</translation>
    </message>
    <message>
        <source>h/month</source>
        <translation>小時／月</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>次／小時</translation>
    </message>
    <message>
        <source>TWD/USD</source>
        <translation>新台幣／美元</translation>
    </message>
    <message>
        <source>TWD/kWh</source>
        <translation>元／度</translation>
    </message>
    <message>
        <source>TWD/h</source>
        <translation>元／小時</translation>
    </message>
    <message>
        <source>USD per kW per month</source>
        <translation>美元／kW／月</translation>
    </message>
    <message>
        <source>Efficiency override {key}</source>
        <translation>自訂效率值 {key}</translation>
    </message>
    <message>
        <source>this project</source>
        <translation>本專案</translation>
    </message>
    <message>
        <source>public clouds and established GPU clouds (no marketplaces)</source>
        <translation>公有雲與成熟的 GPU 雲端（不含市集平台）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>this project (default {default}: {source})</source>
        <translation>本專案（預設值 {default}：{source}）</translation>
    </message>
    <message>
        <source>Over 1 year</source>
        <extracomment>speed calibrated on the user&apos;s own runs, for the options page 1 shows (report.personal)</extracomment>
        <translation>1 年合計</translation>
    </message>
    <message>
        <source>Over {years} years</source>
        <translation>{years} 年合計</translation>
    </message>
    <message>
        <source>Over the planning horizons ({low}–{high} years)</source>
        <translation>規劃期間合計（{low}–{high} 年）</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>first token in {ms} ms (P{p})</source>
        <translation>首個 token {ms} ms（P{p}）</translation>
    </message>
    <message>
        <source>P{p} {ms} ms per answer</source>
        <translation>每次回應 P{p} {ms} ms</translation>
    </message>
    <message>
        <source>{ms} ms per answer</source>
        <translation>每次回應 {ms} ms</translation>
    </message>
    <message>
        <source>{time} per run</source>
        <translation>每次執行 {time}</translation>
    </message>
    <message>
        <source>{workload}: {option} takes {time} a run of the {allowed} allowed; at the slow end of the estimate&apos;s 80 % range ({high}) it would not finish in time.</source>
        <translation>{workload}：{option} 每次執行需 {time}，允許 {allowed}；若落在估計 80 % 區間的慢端（{high}），將無法準時完成。</translation>
    </message>
    <message>
        <source>{workload}: {option} answers in {ms} ms (P{p}) against the {target} ms target; at the slow end of the estimate&apos;s 80 % range ({high} ms) it would miss it.</source>
        <translation>{workload}：{option} 回應時間 {ms} ms（P{p}），目標 {target} ms；若落在估計 80 % 區間的慢端（{high} ms），將無法達標。</translation>
    </message>
    <message>
        <source>The file has no workloads yet: add one to get an answer.</source>
        <translation>檔案中還沒有工作負載：新增一項即可得到結論。</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>全天候運作</translation>
    </message>
    <message>
        <source>in office hours</source>
        <translation>上班時間</translation>
    </message>
    <message>
        <source>{workload}: on the shared {machine} ({speed}).</source>
        <translation>{workload}：在共用的 {machine} 上執行（{speed}）。</translation>
    </message>
    <message>
        <source>{workload}: on the shared {machine}.</source>
        <translation>{workload}：在共用的 {machine} 上執行。</translation>
    </message>
    <message>
        <source>{workload}: could not be estimated ({why}).</source>
        <translation>{workload}：無法估算（{why}）。</translation>
    </message>
    <message>
        <source>{workload}: nothing within the budget of {budget} a year runs it; the cheapest option that does is {option}, {cost} a year.</source>
        <translation>{workload}：每年 {budget} 的預算內沒有方案能執行；最便宜的可行方案是 {option}，每年 {cost}。</translation>
    </message>
    <message>
        <source>{workload}: no option fits ({why}).</source>
        <translation>{workload}：沒有可行方案（{why}）。</translation>
    </message>
    <message>
        <source>{workload}: no option fits.</source>
        <translation>{workload}：沒有可行方案。</translation>
    </message>
    <message>
        <source>{workload}: buy {option}, {cost} a year.</source>
        <translation>{workload}：自購 {option}，每年 {cost}。</translation>
    </message>
    <message>
        <source>{workload}: rent {option} ({billing}), {cost} a year.</source>
        <translation>{workload}：租用 {option}（{billing}），每年 {cost}。</translation>
    </message>
    <message>
        <source>Buy one {machine} and run {workloads} on it.</source>
        <translation>購買一台 {machine}，在上面執行 {workloads}。</translation>
    </message>
    <message>
        <source>{buy} workloads on machines you buy, {rent} on rented cloud capacity (the table below names each).</source>
        <translation>{buy} 個工作負載使用自購機器，{rent} 個使用租用的雲端資源（各項見下表）。</translation>
    </message>
    <message>
        <source>No option fits {workloads}.</source>
        <translation>{workloads} 沒有可行方案。</translation>
    </message>
    <message>
        <source>Buy {option} for {workload}.</source>
        <translation>為 {workload} 購買 {option}。</translation>
    </message>
    <message>
        <source>Rent {option} ({billing}) for {workload}.</source>
        <translation>為 {workload} 租用 {option}（{billing}）。</translation>
    </message>
    <message>
        <source>The range moves each of {inputs} by ±20 % on its own, prices the plan again and combines the separate effects as independent. The engine&apos;s time estimates carry about the same uncertainty as the busy hours.</source>
        <translation>區間的算法：將{inputs}各自單獨調整 ±20 %，重新計算整個規劃的成本，再把各項影響視為彼此獨立加以合併。引擎估算的執行時間，不確定性與使用時數相近。</translation>
    </message>
    <message>
        <source>each workload on its own best option, {cost} a year</source>
        <translation>各工作負載各自採用最佳方案，每年 {cost}</translation>
    </message>
    <message>
        <source>one shared {machine}, {cost} a year</source>
        <translation>一台共用的 {machine}，每年 {cost}</translation>
    </message>
    <message>
        <source>{workload}: your quote, {option}, comes to {cost} a year, {ratio}× the {pick} chosen at {pick_cost}.</source>
        <translation>{workload}：您的報價 {option} 換算每年 {cost}，是所選 {pick}（每年 {pick_cost}）的 {ratio} 倍。</translation>
    </message>
    <message>
        <source>{workload}: your quote, {option}, does not do the job ({why}).</source>
        <translation>{workload}：您的報價 {option} 無法完成這項工作（{why}）。</translation>
    </message>
    <message>
        <source>One shared {machine} costs {shared} a year for everything, against {separate} with each workload on its own best option; it is busy {util} of the time.</source>
        <translation>一台共用的 {machine} 承擔全部工作，每年 {shared}；各工作負載各自採用最佳方案則為每年 {separate}。這台機器有 {util} 的時間在運算。</translation>
    </message>
    <message>
        <source>Each workload on its own best option costs {separate} a year, less than one shared {machine} at {shared}.</source>
        <translation>各工作負載各自採用最佳方案，每年 {separate}，比一台共用的 {machine}（每年 {shared}）便宜。</translation>
    </message>
    <message>
        <source>The two plans differ by only {pct}: either is sound.</source>
        <translation>兩個規劃只差 {pct}：選哪一個都合理。</translation>
    </message>
    <message>
        <source>No single owned machine can run all the shareable workloads, so each workload gets its own option.</source>
        <translation>沒有任何一台自購機器能執行所有可共用的工作負載，因此各工作負載各自選擇方案。</translation>
    </message>
    <message>
        <source>{workload} runs on the line PC: {option} answers in {ms} ms (P{p}) against the {target} ms target.</source>
        <translation>{workload} 在產線電腦上執行：{option} 的回應時間為 {ms} ms（P{p}），目標為 {target} ms。</translation>
    </message>
    <message>
        <source>{workload} runs on the line PC: {option} answers in {ms} ms against the {target} ms target.</source>
        <translation>{workload} 在產線電腦上執行：{option} 的回應時間為 {ms} ms，目標為 {target} ms。</translation>
    </message>
    <message>
        <source>{workload} runs on the line PC ({option}).</source>
        <translation>{workload} 在產線電腦上執行（{option}）。</translation>
    </message>
    <message>
        <source>{workload}: the data must stay in the company, so renting is out; the cheapest rental ({option}) would cost {cost} a year.</source>
        <translation>{workload}：資料不得離開公司，因此不能租用；最便宜的租用方案（{option}）每年需 {cost}。</translation>
    </message>
    <message>
        <source>{workload}: the data must stay in the company, so it runs on an owned machine.</source>
        <translation>{workload}：資料不得離開公司，因此使用自購機器。</translation>
    </message>
    <message>
        <source>{workload}: owning {owned} costs {own_cost} a year, renting {rented} {rent_cost}: busy {hours} h a month, a machine of your own pays off.</source>
        <translation>{workload}：自購 {owned} 每年 {own_cost}，租用 {rented} 每年 {rent_cost}：每月運算 {hours} 小時，自購機器划算。</translation>
    </message>
    <message>
        <source>{workload}: renting {rented} ({billing}) costs {rent_cost} a year, owning {owned} {own_cost}: busy only {hours} h a month, a bought machine would mostly stand idle.</source>
        <translation>{workload}：租用 {rented}（{billing}）每年 {rent_cost}，自購 {owned} 每年 {own_cost}：每月只運算 {hours} 小時，買來的機器大多時間會閒置。</translation>
    </message>
    <message>
        <source>{workload}: renting {rented} ({billing}) costs {rent_cost} a year, less than owning {owned} at {own_cost}.</source>
        <translation>{workload}：租用 {rented}（{billing}）每年 {rent_cost}，比自購 {owned}（每年 {own_cost}）便宜。</translation>
    </message>
    <message>
        <source>{workload}: no rental fits, so it runs on an owned machine.</source>
        <translation>{workload}：沒有可行的租用方案，因此使用自購機器。</translation>
    </message>
    <message>
        <source>{workload}: no owned machine fits, so it runs on rented capacity.</source>
        <translation>{workload}：沒有可行的自購機器，因此使用租用資源。</translation>
    </message>
    <message>
        <source>Why not {option} for {workload}: {comment}.</source>
        <translation>{workload} 為什麼不用 {option}：{comment}。</translation>
    </message>
    <message>
        <source>No option fits {workloads}: the totals leave it out; see its appendix for what would make it fit.</source>
        <translation>{workloads} 沒有可行方案：合計金額未包含在內；如何才能可行，請見附錄。</translation>
    </message>
    <message>
        <source>each workload on its own best option</source>
        <translation>各工作負載各自採用最佳方案</translation>
    </message>
    <message>
        <source>the shared server</source>
        <translation>共用伺服器</translation>
    </message>
    <message>
        <source>A 20 % change in {inputs} would make {other} the cheaper plan.</source>
        <translation>若{inputs}變動 20 %，改為「{other}」會更便宜。</translation>
    </message>
    <message>
        <source>No single input moved by 20 % ({inputs}) makes {other} the cheaper plan.</source>
        <translation>任一項輸入（{inputs}）單獨變動 20 %，都不會讓「{other}」變得更便宜。</translation>
    </message>
    <message>
        <source>{workload}: {option}: {notes}.</source>
        <translation>{workload}：{option}：{notes}。</translation>
    </message>
    <message>
        <source>Spot capacity ({workloads}): an interruption costs the work since the last checkpoint, and a tight deadline falls back to on-demand prices.</source>
        <translation>使用 Spot 容量（{workloads}）：每次中斷會損失上次檢查點之後的運算，截止期限緊迫時改以隨需價格執行。</translation>
    </message>
    <message>
        <source>Prices date from {old} to {new}, and GPU prices moved sharply in 2025–26: get current quotes before buying.</source>
        <translation>價格日期介於 {old} 至 {new}，而 GPU 價格在 2025–26 年間大幅波動：採購前請先取得最新報價。</translation>
    </message>
    <message>
        <source>{workload}: if the data could leave the company, renting {option} at {cost} a year would be an option.</source>
        <translation>{workload}：若資料可以離開公司，租用 {option}（每年 {cost}）也是一個選項。</translation>
    </message>
    <message>
        <source>{workload}: owning stays cheaper unless use falls under {hours} h a month ({share} of a machine&apos;s month; planned: {planned} h).</source>
        <translation>{workload}：除非使用量降到每月 {hours} 小時以下（機器整月時數的 {share}；目前規劃 {planned} 小時），否則自購仍較便宜。</translation>
    </message>
    <message>
        <source>{workload}: owning stays cheaper even at a tenth of the planned use.</source>
        <translation>{workload}：即使使用量只有規劃的十分之一，自購仍較便宜。</translation>
    </message>
    <message>
        <source>{workload}: renting stays cheaper unless the work grows more than {factor}× ({option} would then be busy {hours} h a month).</source>
        <translation>{workload}：除非工作量增加超過 {factor} 倍（屆時 {option} 每月需運算 {hours} 小時），否則租用仍較便宜。</translation>
    </message>
    <message>
        <source>{workload}: renting stays cheaper even if the machine were busy all month.</source>
        <translation>{workload}：即使機器整月滿載，租用仍較便宜。</translation>
    </message>
    <message>
        <source>{n} run(s) {freq}, at most {h} per run</source>
        <translation>{freq}執行 {n} 次，每次最多 {h}</translation>
    </message>
    <message>
        <source>{n} run(s) {freq}</source>
        <translation>{freq}執行 {n} 次</translation>
    </message>
    <message>
        <source>{value} ({range})</source>
        <translation>{value}（{range}）</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Memory GiB need / usable</source>
        <translation>記憶體 GiB 需求／可用</translation>
    </message>
    <message>
        <source>Time per run</source>
        <translation>每次執行時間</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>計費方式</translation>
    </message>
    <message>
        <source>In brackets: the 80 % range of the estimate.</source>
        <translation>括號內：估計值的 80 % 區間。</translation>
    </message>
    <message>
        <source>Ranges: {basis}.</source>
        <translation>區間：{basis}。</translation>
    </message>
    <message>
        <source>What would change buy vs rent</source>
        <translation>什麼會改變自購或租用的決定</translation>
    </message>
    <message>
        <source>Within the 80 % range: {sentence}</source>
        <translation>在 80 % 區間內：{sentence}</translation>
    </message>
    <message>
        <source>in the hourly price</source>
        <translation>已含在每小時價格內</translation>
    </message>
    <message>
        <source>Peak power</source>
        <translation>峰值功率</translation>
    </message>
    <message>
        <source>Energy a month</source>
        <translation>每月用電</translation>
    </message>
    <message>
        <source>Electricity a month</source>
        <translation>每月電費</translation>
    </message>
    <message>
        <source>{n} ({nodes} nodes)</source>
        <translation>{n}（{nodes} 個節點）</translation>
    </message>
    <message>
        <source>1 yr</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>3 yr</source>
        <translation>3 年</translation>
    </message>
    <message>
        <source>{cost} ({term})</source>
        <translation>{cost}（{term}）</translation>
    </message>
    <message>
        <source>Rented on demand (for comparison only)</source>
        <translation>隨需租用（僅供比較）</translation>
    </message>
    <message>
        <source>Rented reserved (for comparison only)</source>
        <translation>承諾租用（僅供比較）</translation>
    </message>
    <message>
        <source>Rented on demand</source>
        <translation>隨需租用</translation>
    </message>
    <message>
        <source>Rented reserved</source>
        <translation>承諾租用</translation>
    </message>
    <message>
        <source>The {n} cheapest of {m} hardware types.</source>
        <translation>{m} 種硬體中最便宜的 {n} 種。</translation>
    </message>
    <message>
        <source>The data must stay on-premises: the rented columns are for comparison only.</source>
        <translation>資料必須留在地端：租用欄位僅供比較。</translation>
    </message>
    <message>
        <source>Hardware type</source>
        <translation>硬體類型</translation>
    </message>
    <message>
        <source>Fewest devices</source>
        <translation>最少裝置數</translation>
    </message>
    <message>
        <source>Bought, per year</source>
        <translation>自購，每年</translation>
    </message>
    <message>
        <source>No option fits this workload.</source>
        <translation>沒有方案適合此工作負載。</translation>
    </message>
    <message>
        <source>best owned: {o}, {m}/year</source>
        <translation>最佳自購方案：{o}，每年 {m}</translation>
    </message>
    <message>
        <source>no owned machine fits</source>
        <translation>沒有適合的自購機器</translation>
    </message>
    <message>
        <source>cheapest rental, for comparison only (data must stay on-premises): {r}, {m}/year ({mode})</source>
        <translation>最便宜的租用方案，僅供比較（資料必須留在地端）：{r}，每年 {m}（{mode}）</translation>
    </message>
    <message>
        <source>best rented: {r}, {m}/year ({mode})</source>
        <translation>最佳租用方案：{r}，每年 {m}（{mode}）</translation>
    </message>
    <message>
        <source>no rented option fits</source>
        <translation>沒有適合的租用方案</translation>
    </message>
    <message>
        <source>{crossover} (owned vs on-demand)</source>
        <translation>{crossover}（自購 vs 隨需）</translation>
    </message>
    <message>
        <source>Buy vs rent: {comparison}.</source>
        <translation>自購還是租用：{comparison}。</translation>
    </message>
    <message>
        <source>{kind}, model {model}; {schedule}. {n} of {m} options fit.</source>
        <translation>{kind}，模型 {model}；{schedule}。{m} 個方案中有 {n} 個可行。</translation>
    </message>
    <message>
        <source>Top options</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <source>{option}: {facts}.</source>
        <translation>{option}：{facts}。</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>Power and energy</source>
        <translation>功率與用電</translation>
    </message>
    <message>
        <source>No option fits. The closest:</source>
        <translation>沒有可行的方案。最接近的是：</translation>
    </message>
    <message>
        <source>Minimum to meet the target</source>
        <translation>達成目標的最低配置</translation>
    </message>
    <message>
        <source>Well-known options that do not fit</source>
        <translation>不可行的常見方案</translation>
    </message>
    <message>
        <source>Other well-known options</source>
        <translation>其他常見方案</translation>
    </message>
    <message>
        <source>{option}: {reasons} — would fit with: {suggestions}</source>
        <translation>{option}：{reasons} — 建議：{suggestions}</translation>
    </message>
    <message>
        <source>{option}: {reasons}</source>
        <translation>{option}：{reasons}</translation>
    </message>
    <message>
        <source>peak {peak}, {kwh} a month</source>
        <translation>峰值 {peak}，每月 {kwh}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>專案</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>所選方案</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>kWh a month</source>
        <translation>每月度數</translation>
    </message>
    <message>
        <source>Per year in brackets: the 80 % range. Power of rented lines is drawn at the provider; the total counts the owned lines.</source>
        <translation>每年費用括號內為 80 % 區間。租用項目的耗電發生在供應商端；合計只計入自購項目。</translation>
    </message>
    <message>
        <source>{cost} (range {range})</source>
        <translation>{cost}（區間 {range}）</translation>
    </message>
    <message>
        <source>Per-workload plan, total per year</source>
        <translation>逐一工作負載規劃，每年合計</translation>
    </message>
    <message>
        <source>Per-workload plan, power on premises (owned lines)</source>
        <translation>逐項規劃，地端耗電（自購項目）</translation>
    </message>
    <message>
        <source>Shared-server alternative</source>
        <translation>共用伺服器替代方案</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行的工作負載</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>{utilisation} (MIG)</source>
        <translation>{utilisation}（MIG）</translation>
    </message>
    <message>
        <source>Shared server, total per year</source>
        <translation>共用伺服器，每年合計</translation>
    </message>
    <message>
        <source>Shared server, power</source>
        <translation>共用伺服器，功率</translation>
    </message>
    <message>
        <source>Mixed server alternative</source>
        <translation>混合伺服器替代方案</translation>
    </message>
    <message>
        <source>Mixed server, total per year</source>
        <translation>混合伺服器，每年合計</translation>
    </message>
    <message>
        <source>Mixed server, power</source>
        <translation>混合伺服器，功率</translation>
    </message>
    <message>
        <source>No feasible option: {workloads}</source>
        <translation>沒有可行方案：{workloads}</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>專案規劃</translation>
    </message>
    <message>
        <source>{o} vs {r}, for comparison only (data must stay on-premises): {x}</source>
        <translation>{o} vs {r}，僅供比較（資料必須留在地端）：{x}</translation>
    </message>
    <message>
        <source>{o} vs {r}: {x}</source>
        <translation>{o} vs {r}：{x}</translation>
    </message>
    <message>
        <source>Charts for the {n} workloads with the most money at stake; the other {m} are on the Buy or rent page of the window.</source>
        <translation>僅列出金額影響最大的 {n} 個工作負載的圖表；其餘 {m} 個請見視窗中的「自購或租用」頁面。</translation>
    </message>
    <message>
        <source>Cumulative cost over the useful life: the owned machine (purchase at month 0, running costs each month, resale at the end) against renting on demand, with 1- and 3-year commitments and, where the workload may run on spot capacity and a spot price is published, the spot band. Each option is priced for the same jobs at its own speed.</source>
        <translation>使用年限內的累計成本：自購機器（第 0 個月購入、每月運轉成本、期末殘值）對比隨需租用與 1 年、3 年承諾方案；若工作負載可使用 Spot 容量且有公布 Spot 價格，另繪出 Spot 區間。每個方案都以自身的速度完成相同的工作來計價。</translation>
    </message>
    <message>
        <source>Buy vs rent</source>
        <translation>自購還是租用</translation>
    </message>
    <message>
        <source>Every price has a date and a source; the catalog holds prices from {old} to {new}. Datacenter and consumer GPU prices moved sharply in 2025-26: refresh the catalog before deciding.</source>
        <translation>每個價格都附有日期與來源；型錄中的價格日期介於 {old} 至 {new}。資料中心與消費級 GPU 的價格在 2025-26 年間大幅波動：做決定前請先更新型錄。</translation>
    </message>
    <message>
        <source>The exchange rate ({fx:g} TWD/USD) and the electricity tariff (NT${e:g}/kWh) are inputs, not facts: change them in the assumptions.</source>
        <translation>匯率（{fx:g} TWD/USD）與電價（NT${e:g}/kWh）是輸入值，而非既定事實：可在假設中修改。</translation>
    </message>
    <message>
        <source>Cloud commitments (1- and 3-year) lower the price but do not guarantee capacity unless a reservation is bought too.</source>
        <translation>雲端承諾方案（1 年與 3 年）可降低價格，但除非另外購買容量預留，否則不保證有可用容量。</translation>
    </message>
    <message>
        <source>Resale value is the least certain input; the sensitivity chart shows what ±20 % does, and a conservative reader may set it to 0.</source>
        <translation>殘值是最不確定的輸入值；敏感度圖表會顯示 ±20 % 的影響，保守的讀者可將其設為 0。</translation>
    </message>
    <message>
        <source>Spot prices assume {l:g} interruptions per hour and a checkpoint every {c:g} h; a share of {f:.0%} falls back to on-demand when a deadline is tight.</source>
        <translation>Spot 價格假設每小時中斷 {l:g} 次、每 {c:g} h 儲存一次檢查點；截止期限緊迫時，有 {f:.0%} 的工作會改用隨需執行。</translation>
    </message>
    <message>
        <source>Memory: per device, the sum of weights (parameters × bytes of the storage format), gradients, optimizer states and master weights for the trainable parameters (sharded by ZeRO/FSDP when used), activations for one micro-batch (less with recomputation), logits, the KV cache for inference (layers × KV heads × head size × tokens × bytes), and the runtime&apos;s own overhead; compared with the usable memory of the device.</source>
        <translation>記憶體：以每個裝置計算，加總權重（參數數 × 儲存格式的位元組數）、可訓練參數的梯度、最佳化器狀態與主權重（使用 ZeRO/FSDP 時會分片）、一個微批次的激活值（使用重新計算時較少）、logits、推論用的 KV 快取（層數 × KV 頭數 × 每頭維度 × token 數 × 位元組數），以及執行環境本身的額外開銷；再與裝置的可用記憶體比較。</translation>
    </message>
    <message>
        <source>Time: a training run needs 6·N·D floating-point operations (N parameters, D tokens) plus the attention term; 8·N·D with full recomputation, less for LoRA (frozen weights get no gradients); time = FLOPs ÷ (dense peak FLOP/s × efficiency × devices × scaling efficiency of the link), with efficiencies calibrated against measured runs.</source>
        <translation>時間：一次訓練需要 6·N·D 次浮點運算（N 為參數數，D 為 token 數），再加上注意力項；完整重新計算時為 8·N·D，LoRA 則較少（凍結的權重不計算梯度）；時間 = FLOPs ÷（稠密運算理論峰值 FLOP/s × 效率 × 裝置數 × 互連的擴展效率），其中各項效率皆以實測結果校準。</translation>
    </message>
    <message>
        <source>Inference: a roofline. Prefill is compute-bound (FLOPs ÷ peak × efficiency, never faster than reading the weights once); each decode step streams the weights and every sequence&apos;s KV cache through memory bandwidth, plus a fixed per-layer overhead, until batching makes it compute-bound; latency and throughput follow.</source>
        <translation>推論：採用 roofline 模型。Prefill 受算力限制（FLOPs ÷ 理論峰值 × 效率，且不會快於讀取一次權重所需的時間）；每個 decode 步驟都要透過記憶體頻寬讀取權重與每個序列的 KV 快取，外加每層固定的額外開銷，直到批次夠大而轉為受算力限制；延遲與吞吐量即由此推得。</translation>
    </message>
    <message>
        <source>Cost: owning = purchase less resale spread over the useful life, plus support, staff, colocation and energy (busy and idle power × PUE × tariff); renting = billed hours (runs × (hours + setup)) × price × (1 + overhead), spot with interruptions, commitments billed for the whole month. Break-even busy hours = the owned fixed cost ÷ (rental price per hour − owned energy per hour).</source>
        <translation>成本：自購 = 購價減去殘值後攤提於使用年限，加上維護支援、人力、機房託管與電費（運轉與閒置功耗 × PUE × 電價）；租用 = 計費時數（執行次數 × (時數 + 準備時間)）× 價格 × (1 + 額外費用比例)，Spot 計入中斷，承諾方案按整月計費。損益兩平的運轉時數 = 自購固定成本 ÷（每小時租用價格 − 自購每小時電費）。</translation>
    </message>
    <message>
        <source>Methods and caveats</source>
        <translation>方法與注意事項</translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation>注意事項</translation>
    </message>
    <message>
        <source>How the numbers are made</source>
        <translation>數字如何算出</translation>
    </message>
    <message>
        <source>GPU buy-or-rent recommendation</source>
        <translation>GPU 自購或租用建議</translation>
    </message>
    <message>
        <source>prices as of {dates}</source>
        <translation>價格日期 {dates}</translation>
    </message>
    <message>
        <source>{cost}, without the workloads that have no option</source>
        <translation>{cost}，不含沒有可行方案的工作負載</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>每年成本</translation>
    </message>
    <message>
        <source>The other plan</source>
        <translation>另一個規劃</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Risks, and what would change the decision</source>
        <translation>風險，以及什麼會改變結論</translation>
    </message>
    <message>
        <source>Per workload</source>
        <translation>各工作負載</translation>
    </message>
    <message>
        <source>shared server</source>
        <translation>共用伺服器</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>共用</translation>
    </message>
    <message>
        <source>buy: {option}</source>
        <translation>自購：{option}</translation>
    </message>
    <message>
        <source>rent ({billing}): {option}</source>
        <translation>租用（{billing}）：{option}</translation>
    </message>
    <message>
        <source>Shared server</source>
        <translation>共用伺服器</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>{n} more workloads: see Appendix B.</source>
        <translation>另有 {n} 個工作負載：見附錄 B。</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>執行於</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Details follow: A the plan, B each workload, C buy vs rent charts, D assumptions and their public sources, E methods and caveats.</source>
        <translation>後附詳細資料：A 規劃、B 各工作負載、C 自購與租用圖表、D 假設及其公開來源、E 方法與注意事項。</translation>
    </message>
    <message>
        <source>Appendix {letter}: {title}</source>
        <translation>附錄 {letter}：{title}</translation>
    </message>
    <message>
        <source>for comparison only (data must stay on-premises)</source>
        <translation>僅供比較（資料必須留在地端）</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>fits, tight on memory</source>
        <translation>可行，記憶體吃緊</translation>
    </message>
    <message>
        <source>fits, software experimental here</source>
        <translation>可行，軟體在此平台僅屬實驗性支援</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>{what} ({currency})</source>
        <translation>{what}（{currency}）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>自購或租用</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>裝置數</translation>
    </message>
    <message>
        <source>Machines or instances</source>
        <translation>機器或執行個體數</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次執行</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Over the planning horizon</source>
        <translation>規劃期間合計</translation>
    </message>
    <message>
        <source>Memory needed per device (GiB)</source>
        <translation>每個裝置所需記憶體（GiB）</translation>
    </message>
    <message>
        <source>Memory usable per device (GiB)</source>
        <translation>每個裝置可用記憶體（GiB）</translation>
    </message>
    <message>
        <source>Time per run (h)</source>
        <translation>每次執行時間（小時）</translation>
    </message>
    <message>
        <source>Mean latency (ms)</source>
        <translation>平均延遲（ms）</translation>
    </message>
    <message>
        <source>Latency at the target&apos;s percentile (ms)</source>
        <translation>目標百分位的延遲（ms）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Throughput unit</source>
        <translation>吞吐量單位</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Reasons and notes</source>
        <translation>原因與備註</translation>
    </message>
    <message>
        <source>Why (ranked options)</source>
        <translation>說明（可行方案）</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>建議方案</translation>
    </message>
    <message>
        <source>could not be estimated</source>
        <translation>無法估算</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>規劃</translation>
    </message>
    <message>
        <source>Runs {workloads}; utilisation {utilisation}</source>
        <translation>執行 {workloads}；使用率 {utilisation}</translation>
    </message>
    <message>
        <source>Recommended plan, per year</source>
        <translation>建議規劃，每年</translation>
    </message>
    <message>
        <source>Range, low</source>
        <translation>區間下限</translation>
    </message>
    <message>
        <source>Range, high</source>
        <translation>區間上限</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Owned option</source>
        <translation>自購方案</translation>
    </message>
    <message>
        <source>Rented option</source>
        <translation>租用方案</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Cost series</source>
        <translation>成本走勢</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>About</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>製作工具</translation>
    </message>
    <message>
        <source>Catalog prices as of</source>
        <translation>型錄價格日期</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>Options considered</source>
        <translation>納入比較的方案</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入項目</translation>
    </message>
    <message>
        <source>Calibrated on your own runs</source>
        <translation>依您的實測校正</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>at night</source>
        <translation>夜間</translation>
    </message>
    <message>
        <source>all the time</source>
        <translation>全天候</translation>
    </message>
    <message>
        <source>at any time</source>
        <translation>不限時段</translation>
    </message>
    <message>
        <source>{workload}: on the {cards} of the mixed server, {when}.</source>
        <translation>{workload}：在混合伺服器的 {cards} 上執行，{when}。</translation>
    </message>
    <message>
        <source>Buy one {chassis} with {cards} and run {workloads} on it.</source>
        <translation>購買一台裝有 {cards} 的 {chassis}，在上面執行 {workloads}。</translation>
    </message>
    <message>
        <source>{workload} {when}</source>
        <translation>{workload}（{when}）</translation>
    </message>
    <message>
        <source>{cards}: {runs}.</source>
        <translation>{cards}：{runs}。</translation>
    </message>
    <message>
        <source>One mixed server costs {mixed} a year for everything, against {single} for one shared {machine} (one card type) and {separate} with each workload on its own best option.</source>
        <translation>一台混合伺服器負擔全部工作每年 {mixed}，相較之下一台共用的 {machine}（單一顯示卡型號）為 {single}，各工作負載各自採用最佳方案則為 {separate}。</translation>
    </message>
    <message>
        <source>One mixed server costs {mixed} a year for everything, against {separate} with each workload on its own best option; no server of one card type runs them all.</source>
        <translation>一台混合伺服器負擔全部工作每年 {mixed}，相較之下各工作負載各自採用最佳方案為 {separate}；沒有任何單一顯示卡型號的伺服器能執行全部工作。</translation>
    </message>
    <message>
        <source>The plans differ by only {pct}: either is sound.</source>
        <translation>各規劃只差 {pct}：選哪一個都合理。</translation>
    </message>
    <message>
        <source>The service keeps its own cards ({service}) in its hours, and the jobs run on cheaper cards ({jobs}) beside it, so neither waits for the other.</source>
        <translation>服務在其時段內使用自己的顯示卡（{service}），工作則在旁邊較便宜的顯示卡（{jobs}）上執行，彼此不必互相等待。</translation>
    </message>
    <message>
        <source>Mixed server: {note}.</source>
        <translation>混合伺服器：{note}。</translation>
    </message>
    <message>
        <source>a compiled runtime</source>
        <translation>編譯式執行環境</translation>
    </message>
    <message>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>token generation</source>
        <translation>逐字生成</translation>
    </message>
    <message>
        <source>inference passes</source>
        <translation>推論運算</translation>
    </message>
    <message>
        <source>LLM serving</source>
        <translation>LLM 服務部署</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>記憶體峰值</translation>
    </message>
    <message>
        <source>{what}: the estimate is {before} off on your run (reported; memory is not adjusted)</source>
        <translation>{what}：在您的實測中估計誤差 {before}（僅列出；記憶體不做調整）</translation>
    </message>
    <message>
        <source>{what}: the estimate is {before} off on your {n} runs (reported; memory is not adjusted)</source>
        <translation>{what}：在您的 {n} 次實測中估計誤差 {before}（僅列出；記憶體不做調整）</translation>
    </message>
    <message>
        <source>{what}: {factor} from 1 run; error on your run {before} → {after}</source>
        <translation>{what}：依 1 次實測得 {factor}；實測誤差 {before} → {after}</translation>
    </message>
    <message>
        <source>{what}: {factor} from {n} runs; error on your runs {before} → {after}</source>
        <translation>{what}：依 {n} 次實測得 {factor}；實測誤差 {before} → {after}</translation>
    </message>
    <message>
        <source>The factor is held at its bound ({factor}): a run this far from the estimate may describe another setup; check its recipe.</source>
        <translation>係數已限制在上下限（{factor}）：與估計差距這麼大的實測可能是不同的設定；請檢查其執行設定。</translation>
    </message>
    <message>
        <source>Speed on {gpu} with {runtime} was calibrated on one of your own runs ({factor}).</source>
        <translation>{gpu} 搭配 {runtime} 的速度已依您的 1 次實測校正（{factor}）。</translation>
    </message>
    <message>
        <source>Speed on {gpu} with {runtime} was calibrated on {n} of your own runs ({factor}).</source>
        <translation>{gpu} 搭配 {runtime} 的速度已依您的 {n} 次實測校正（{factor}）。</translation>
    </message>
    <message>
        <source>Peak memory on {gpu} with {runtime}: the estimate was {before} off on one of your own runs (reported; memory estimates are not adjusted).</source>
        <translation>{gpu} 搭配 {runtime} 的記憶體峰值：在您的 1 次實測中估計誤差 {before}（僅列出；記憶體估計不做調整）。</translation>
    </message>
    <message>
        <source>Peak memory on {gpu} with {runtime}: the estimate was {before} off on {n} of your own runs (reported; memory estimates are not adjusted).</source>
        <translation>{gpu} 搭配 {runtime} 的記憶體峰值：在您的 {n} 次實測中估計誤差 {before}（僅列出；記憶體估計不做調整）。</translation>
    </message>
    <message>
        <source>On your runs the estimate was {before} off, {after} after; it applies to every option with this GPU and runtime for {work}.</source>
        <translation>在您的實測中，估計誤差原為 {before}，校正後為 {after}；此校正適用於所有使用此 GPU 與執行環境進行{work}的方案。</translation>
    </message>
    <message>
        <source>On your runs the estimate was {before} off, {after} after; no option in this file uses this GPU and runtime for {work}.</source>
        <translation>在您的實測中，估計誤差原為 {before}，校正後為 {after}；這個檔案中沒有方案使用此 GPU 與執行環境進行{work}。</translation>
    </message>
    <message>
        <source>{n} of your measurements could not be used: {reasons}.</source>
        <translation>您有 {n} 筆實測值無法使用：{reasons}。</translation>
    </message>
    <message>
        <source>Owned: {option}</source>
        <translation>自購：{option}</translation>
    </message>
    <message>
        <source>On-demand: {option}</source>
        <translation>隨需：{option}</translation>
    </message>
    <message>
        <source>Spot band (pure spot … with fallback)</source>
        <translation>Spot 區間（純 Spot … 含隨需備援）</translation>
    </message>
    <message>
        <source>Shaded: 80 % range of the estimate</source>
        <translation>陰影：估計值的 80 % 區間</translation>
    </message>
    <message>
        <source>Renting {caveat}</source>
        <translation>租用{caveat}</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累計成本</translation>
    </message>
    <message>
        <source>Months after purchase</source>
        <translation>購入後月數</translation>
    </message>
</context>
<context>
    <name>SensitivityChart</name>
    <message>
        <source>input −{p}</source>
        <translation>輸入值 −{p}</translation>
    </message>
    <message>
        <source>input +{p}</source>
        <translation>輸入值 +{p}</translation>
    </message>
    <message>
        <source>Renting would be cheaper (for comparison only). Flips it: {inputs}</source>
        <translation>租用會比較便宜（僅供比較）。會改變結論的輸入：{inputs}</translation>
    </message>
    <message>
        <source>Today: buy. Flips the decision: {inputs}</source>
        <translation>目前：自購。會改變結論的輸入：{inputs}</translation>
    </message>
    <message>
        <source>Today: rent. Flips the decision: {inputs}</source>
        <translation>目前：租用。會改變結論的輸入：{inputs}</translation>
    </message>
    <message>
        <source>Renting would be cheaper (for comparison only). No input flips it at ±{p}</source>
        <translation>租用會比較便宜（僅供比較）。在 ±{p} 範圍內，沒有任何輸入會改變結論</translation>
    </message>
    <message>
        <source>Today: buy. No input flips the decision at ±{p}</source>
        <translation>目前：自購。在 ±{p} 範圍內，沒有任何輸入會改變結論</translation>
    </message>
    <message>
        <source>Today: rent. No input flips the decision at ±{p}</source>
        <translation>目前：租用。在 ±{p} 範圍內，沒有任何輸入會改變結論</translation>
    </message>
    <message>
        <source>{axis}:  below 0 buying is cheaper, above 0 renting is cheaper</source>
        <translation>{axis}：低於 0 表示自購較便宜，高於 0 表示租用較便宜</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>h/month</source>
        <translation>h/月</translation>
    </message>
    <message>
        <source>{input} (flips the decision)</source>
        <translation>{input}（會改變結論）</translation>
    </message>
    <message>
        <source>Owned minus rented, per year</source>
        <translation>自購減租用（每年）</translation>
    </message>
    <message>
        <source>at {v}: {d}</source>
        <translation>{v} 時：{d}</translation>
    </message>
    <message>
        <source>base {v}: {d}</source>
        <translation>基準 {v}：{d}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Project 1</source>
        <translation>專案 1</translation>
    </message>
</context>
<context>
    <name>SizingTableModel</name>
    <message>
        <source>On demand/year</source>
        <translation>隨需/年</translation>
    </message>
    <message>
        <source>Reserved/year</source>
        <translation>預留/年</translation>
    </message>
    <message>
        <source>{column}
(for comparison only)</source>
        <translation>{column}
（僅供比較）</translation>
    </message>
    <message>
        <source>Hardware type</source>
        <translation>硬體類型</translation>
    </message>
    <message>
        <source>Fewest devices</source>
        <translation>最少裝置數</translation>
    </message>
    <message>
        <source>Bought/year</source>
        <translation>自購/年</translation>
    </message>
    <message>
        <source>The fewest devices of this type that meet the workload&apos;s targets (memory, the rate at its percentile, the deadline and period), all machines together</source>
        <translation>此類型中能達成工作負載目標（記憶體、指定百分位數的速率、期限與週期）的最少裝置數，所有機器合計</translation>
    </message>
    <message>
        <source>The cheapest owned machine(s) with that many devices, cost a year</source>
        <translation>具有該數量裝置的最便宜自購機器，每年成本</translation>
    </message>
    <message>
        <source>The cheapest rental with that many devices at its on-demand price, cost a year</source>
        <translation>具有該數量裝置的最便宜租用選項，以隨需價格計算的每年成本</translation>
    </message>
    <message>
        <source>The cheapest rental with that many devices on a 1- or 3-year commitment, cost a year</source>
        <translation>具有該數量裝置的最便宜租用選項，以 1 年或 3 年預留計算的每年成本</translation>
    </message>
    <message>
        <source>{n} ({nodes} nodes)</source>
        <translation>{n}（{nodes} 個節點）</translation>
    </message>
    <message>
        <source>1 yr</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>3 yr</source>
        <translation>3 年</translation>
    </message>
    <message>
        <source>{cost} ({term})</source>
        <translation>{cost}（{term}）</translation>
    </message>
    <message>
        <source>No option of this type with {n} devices is priced this way.</source>
        <translation>此類型沒有以此方式計價、具 {n} 個裝置的選項。</translation>
    </message>
    <message>
        <source>For comparison only: the data must stay on-premises.</source>
        <translation>僅供比較：資料必須留在公司內部。</translation>
    </message>
</context>
<context>
    <name>SizingView</name>
    <message>
        <source>The fewest devices of each hardware type that meet this workload&apos;s targets (memory, the rate at its percentile, the deadline), and what that many cost a year. Cheapest first.</source>
        <translation>每種硬體類型中能達成此工作負載目標（記憶體、指定百分位數的速率、期限）的最少裝置數，以及該數量每年的成本。由便宜到貴排列。</translation>
    </message>
    <message>
        <source>The data must stay on-premises: the rented columns are for comparison only.</source>
        <translation>資料必須留在公司內部：租用欄位僅供比較。</translation>
    </message>
    <message>
        <source>No hardware meets this workload&apos;s targets.</source>
        <translation>沒有任何硬體能達成此工作負載的目標。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Manufacturer</source>
        <translation>製造業</translation>
    </message>
    <message>
        <source>Wafer-defect detection (monthly training and a line PC), weekly sensor forecasting and an internal Q&amp;A assistant whose data may not leave the company.</source>
        <translation>晶圓瑕疵偵測（每月訓練與產線電腦）、每週感測器預測，以及資料不得離開公司的內部問答助理。</translation>
    </message>
    <message>
        <source>E-commerce company</source>
        <translation>電子商務公司</translation>
    </message>
    <message>
        <source>Nightly product-image and review batches, a quarterly recommender retrain and real-time search ranking.</source>
        <translation>每晚的商品影像與評論批次、每季重新訓練推薦系統，以及即時搜尋排序。</translation>
    </message>
    <message>
        <source>Which GPU to buy or rent — and what to tell the boss</source>
        <translation>該買或租哪種 GPU——以及如何向主管報告</translation>
    </message>
    <message>
        <source>Describe what you want to run in plain words. gpuadvisor compares the machines you could buy with the cloud GPUs you could rent, and writes a one-page answer with the cost, the reasons and the risks.</source>
        <translation>用白話描述您想執行的工作。gpuadvisor 會比較您可以購買的機器與可以租用的雲端 GPU，並寫出一頁結論，包含成本、原因與風險。</translation>
    </message>
    <message>
        <source>Close the start page and go back to the open file.</source>
        <translation>關閉開始頁面，回到已開啟的檔案。</translation>
    </message>
    <message>
        <source>What do you want to run?</source>
        <translation>您想執行什麼？</translation>
    </message>
    <message>
        <source>Pick the closest; a few plain questions follow (how many staff, how fast, office hours or always). You can change every detail later.</source>
        <translation>請選最接近的一項；接著會有幾個簡單問題（多少員工、要多快、上班時間或全天）。所有細節之後都可以修改。</translation>
    </message>
    <message>
        <source>Try an example</source>
        <translation>試用範例</translation>
    </message>
    <message>
        <source>Opens a copy: saving asks for a new file name.</source>
        <translation>開啟副本：儲存時會要求輸入新檔名。</translation>
    </message>
    <message>
        <source>New from a template</source>
        <translation>從範本新增</translation>
    </message>
    <message>
        <source>Ready-made projects with typical numbers filled in.</source>
        <translation>已填入典型數值的現成專案。</translation>
    </message>
    <message>
        <source>Start a new file with this project.</source>
        <translation>以此專案開始新檔案。</translation>
    </message>
    <message>
        <source>Start a new file with one of these projects.</source>
        <translation>以其中一個專案開始新檔案。</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近的檔案</translation>
    </message>
    <message>
        <source>Files you opened or saved lately. Double-click to open.</source>
        <translation>最近開啟或儲存的檔案。按兩下即可開啟。</translation>
    </message>
    <message>
        <source>No recent files yet.</source>
        <translation>尚無最近的檔案。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation>從清單中移除</translation>
    </message>
    <message>
        <source>Forget this file here; the file itself is not touched.</source>
        <translation>在此忘記此檔案；檔案本身不受影響。</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>開啟檔案…</translation>
    </message>
    <message>
        <source>Open a project file (*.gpuadv).</source>
        <translation>開啟專案檔 (*.gpuadv)。</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>空白檔案</translation>
    </message>
    <message>
        <source>Start with an empty file and add workloads yourself.</source>
        <translation>從空白檔案開始，自行加入工作負載。</translation>
    </message>
    <message>
        <source>New to gpuadvisor?</source>
        <translation>第一次使用 gpuadvisor？</translation>
    </message>
    <message>
        <source>The user guide explains the three typical questions, how the numbers are made and the words used. Help → What&apos;s This? (Shift+F1) explains any field you click.</source>
        <translation>使用手冊說明三種典型問題、數字如何算出，以及所用詞彙。說明 → 這是什麼？（Shift+F1）可解釋您點選的任何欄位。</translation>
    </message>
    <message>
        <source>Read the user guide</source>
        <translation>閱讀使用手冊</translation>
    </message>
    <message>
        <source>Open the user guide (F1).</source>
        <translation>開啟使用手冊（F1）。</translation>
    </message>
    <message>
        <source>{name} (missing)</source>
        <translation>{name}（遺失）</translation>
    </message>
    <message>
        <source>This file no longer exists; remove it from the list.</source>
        <translation>此檔案已不存在；請將其從清單中移除。</translation>
    </message>
    <message>
        <source>Back to {name}</source>
        <translation>回到 {name}</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>fits with full gradient checkpointing</source>
        <translation>使用完整梯度檢查點即可放得下</translation>
    </message>
    <message>
        <source>fits with an 8-bit AdamW optimizer</source>
        <translation>使用 8-bit AdamW 最佳化器即可放得下</translation>
    </message>
    <message>
        <source>fits with the optimizer step in backward</source>
        <translation>在反向傳播中執行最佳化器步驟即可放得下</translation>
    </message>
    <message>
        <source>fits with LoRA</source>
        <translation>改用 LoRA 微調即可放得下</translation>
    </message>
    <message>
        <source>fits with QLoRA</source>
        <translation>改用 QLoRA 微調即可放得下</translation>
    </message>
    <message>
        <source>fits with gradient checkpointing</source>
        <translation>使用梯度檢查點即可放得下</translation>
    </message>
    <message>
        <source>fits with 8-bit weights</source>
        <translation>使用 8-bit 權重即可放得下</translation>
    </message>
    <message>
        <source>fits with 4-bit (AWQ) weights</source>
        <translation>使用 4-bit（AWQ）權重即可放得下</translation>
    </message>
    <message>
        <source>fits with an fp8 KV cache</source>
        <translation>使用 fp8 KV 快取即可放得下</translation>
    </message>
    <message>
        <source>fits at micro-batch 1 (with gradient accumulation {steps})</source>
        <translation>微批次設為 1 即可放得下（梯度累積 {steps} 步）</translation>
    </message>
    <message>
        <source>fits with activations offloaded to CPU RAM</source>
        <translation>將激活值卸載到 CPU 記憶體即可放得下</translation>
    </message>
    <message>
        <source>fits with a paged 8-bit AdamW (states spill to CPU RAM)</source>
        <translation>使用分頁式 8-bit AdamW（狀態溢出到 CPU 記憶體）即可放得下</translation>
    </message>
    <message>
        <source>fits with the optimizer offloaded to CPU RAM</source>
        <translation>將最佳化器卸載到 CPU 記憶體即可放得下</translation>
    </message>
    <message>
        <source>fits with weights and optimizer offloaded to CPU RAM</source>
        <translation>將權重與最佳化器卸載到 CPU 記憶體即可放得下</translation>
    </message>
    <message>
        <source>fits on {n} × {accelerator}</source>
        <translation>使用 {n} × {accelerator} 即可放得下</translation>
    </message>
    <message>
        <source>fits on {n} × {accelerator} with 4-bit weights</source>
        <translation>使用 {n} × {accelerator} 搭配 4-bit 權重即可放得下</translation>
    </message>
    <message>
        <source>fits at {k}k context</source>
        <translation>上下文長度設為 {k}k 即可放得下</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <source>Nightly product-image classification</source>
        <translation>每晚商品影像分類</translation>
    </message>
    <message>
        <source>Daily review sentiment (BERT-base)</source>
        <translation>每日評論情緒分析（BERT-base）</translation>
    </message>
    <message>
        <source>Quarterly recommender retrain</source>
        <translation>每季重新訓練推薦系統</translation>
    </message>
    <message>
        <source>Real-time search ranking (P99 &lt; 100 ms)</source>
        <translation>即時搜尋排序（P99 &lt; 100 ms）</translation>
    </message>
    <message>
        <source>Monthly YOLOv8 detector training</source>
        <translation>每月訓練 YOLOv8 偵測模型</translation>
    </message>
    <message>
        <source>Line-PC defect inference (&lt; 50 ms)</source>
        <translation>產線電腦瑕疵推論（&lt; 50 ms）</translation>
    </message>
    <message>
        <source>Weekly sensor forecaster retrain</source>
        <translation>每週重新訓練感測器預測模型</translation>
    </message>
    <message>
        <source>Internal QA on LLaMA-3-70B</source>
        <translation>以 LLaMA-3-70B 進行內部問答</translation>
    </message>
    <message>
        <source>LoRA fine-tune of an 8B LLM</source>
        <translation>8B LLM 的 LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA fine-tune of a 70B LLM</source>
        <translation>70B LLM 的 QLoRA 微調</translation>
    </message>
    <message>
        <source>Pretrain a 1B LLM</source>
        <translation>預訓練 1B LLM</translation>
    </message>
    <message>
        <source>E-commerce AI workloads</source>
        <translation>電子商務 AI 工作負載</translation>
    </message>
    <message>
        <source>Nightly batches, quarterly retrain, real-time ranking.</source>
        <translation>每晚批次、每季重新訓練、即時排序。</translation>
    </message>
    <message>
        <source>Wafer-defect detection</source>
        <translation>晶圓瑕疵偵測</translation>
    </message>
    <message>
        <source>Monthly training and inference on the line PC.</source>
        <translation>每月訓練，並在產線電腦上推論。</translation>
    </message>
    <message>
        <source>Sensor forecasting</source>
        <translation>感測器預測</translation>
    </message>
    <message>
        <source>Weekly retrain of the sensor forecaster.</source>
        <translation>每週重新訓練感測器預測模型。</translation>
    </message>
    <message>
        <source>Internal QA (LLaMA-3-70B)</source>
        <translation>內部問答（LLaMA-3-70B）</translation>
    </message>
    <message>
        <source>Data may not leave the company.</source>
        <translation>資料不得離開公司。</translation>
    </message>
    <message>
        <source>LLM fine-tuning lab</source>
        <translation>LLM 微調實驗室</translation>
    </message>
    <message>
        <source>LoRA, QLoRA and a small pretraining run.</source>
        <translation>LoRA、QLoRA 與小規模預訓練。</translation>
    </message>
    <message>
        <source>Pretrain {model}</source>
        <translation>預訓練 {model}</translation>
    </message>
    <message>
        <source>Full fine-tune of {model}</source>
        <translation>{model} 全參數微調</translation>
    </message>
    <message>
        <source>LoRA fine-tune of {model}</source>
        <translation>{model} 的 LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA fine-tune of {model}</source>
        <translation>{model} 的 QLoRA 微調</translation>
    </message>
    <message>
        <source>Batch inference with {model}</source>
        <translation>以 {model} 進行批次推論</translation>
    </message>
    <message>
        <source>Real-time inference with {model}</source>
        <translation>以 {model} 進行即時推論</translation>
    </message>
    <message>
        <source>Serve {model}</source>
        <translation>部署 {model} 服務</translation>
    </message>
</context>
<context>
    <name>TreePanel</name>
    <message>
        <source>Projects and their workloads. Drag to reorder or move between projects; F2 renames.</source>
        <translation>專案及其工作負載。拖曳可重新排序或移到其他專案；按 F2 可重新命名。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Add a workload or project, blank or from a template.</source>
        <translation>新增工作負載或專案，可從空白開始或使用範本。</translation>
    </message>
    <message>
        <source>Project 1</source>
        <translation>專案 1</translation>
    </message>
    <message>
        <source>New workload</source>
        <translation>新工作負載</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自訂模型</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>新增工作負載</translation>
    </message>
    <message>
        <source>Add “{name}”</source>
        <translation>新增「{name}」</translation>
    </message>
    <message>
        <source>Project {n}</source>
        <translation>專案 {n}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>新增專案</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name}（複本）</translation>
    </message>
    <message>
        <source>Duplicate project</source>
        <translation>複製專案</translation>
    </message>
    <message>
        <source>Duplicate workload</source>
        <translation>複製工作負載</translation>
    </message>
    <message>
        <source>Delete project</source>
        <translation>刪除專案</translation>
    </message>
    <message>
        <source>Delete workload</source>
        <translation>刪除工作負載</translation>
    </message>
    <message>
        <source>Move project</source>
        <translation>移動專案</translation>
    </message>
    <message>
        <source>Move workload</source>
        <translation>移動工作負載</translation>
    </message>
    <message>
        <source>Move workload to another project</source>
        <translation>將工作負載移到其他專案</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>移到專案</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>Write a duration, e.g. 5 s, 300 ms or 2 分鐘</source>
        <extracomment>The unit each duration field of the domain stores its value in (the editor converts to it).</extracomment>
        <translation>請輸入時間長度，例如 5 s、300 ms 或 2 分鐘</translation>
    </message>
    <message>
        <source>“{text}” is not a duration: write e.g. 5 s, 300 ms or 2 分鐘</source>
        <translation>「{text}」不是時間長度：請輸入例如 5 s、300 ms 或 2 分鐘</translation>
    </message>
    <message>
        <source>“{text}” is negative: write a duration over 0, e.g. 5 s, 300 ms or 2 分鐘</source>
        <translation>「{text}」是負值：請輸入大於 0 的時間長度，例如 5 s、300 ms 或 2 分鐘</translation>
    </message>
</context>
<context>
    <name>UtilisationChart</name>
    <message>
        <source>Owned: {option}</source>
        <translation>自購：{option}</translation>
    </message>
    <message>
        <source>On-demand: {option}</source>
        <translation>隨需：{option}</translation>
    </message>
    <message>
        <source>Spot band</source>
        <translation>Spot 價格區間</translation>
    </message>
    <message>
        <source>{title} — {breakeven}</source>
        <translation>{title} — {breakeven}</translation>
    </message>
    <message>
        <source>this project: {h} h/month</source>
        <translation>本專案：{h} h/月</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月成本</translation>
    </message>
    <message>
        <source>Busy hours per month of the owned machine</source>
        <translation>自購機器每月運轉時數</translation>
    </message>
    <message>
        <source>Utilisation of one machine</source>
        <translation>單一機器使用率</translation>
    </message>
    <message>
        <source>{h} busy h/month ({u})</source>
        <translation>每月運轉 {h} h（{u}）</translation>
    </message>
    <message>
        <source>{series}: {cost}</source>
        <translation>{series}：{cost}</translation>
    </message>
</context>
<context>
    <name>WorkloadEditor</name>
    <message>
        <source>Select a workload in the tree, or add one with Edit → Add workload.</source>
        <translation>請在樹狀清單中選取工作負載，或透過「編輯 → 新增工作負載」新增一個。</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>進階</translation>
    </message>
    <message>
        <source>The load as technical figures (requests per day or second, concurrency, the latency percentile); when set, they win over the users and questions per day.</source>
        <translation>以技術數據表示的負載（每日或每秒請求數、並行數、延遲百分位數）；設定後會優先於使用者人數與每日提問數。</translation>
    </message>
    <message>
        <source>The peak request rate and the requests a day the options are sized for, and where they come from.</source>
        <translation>選項規劃所依據的峰值請求速率與每日請求數，以及其來源。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>執行設定</translation>
    </message>
    <message>
        <source>Schedule and limits</source>
        <translation>排程與限制</translation>
    </message>
    <message>
        <source>The best option for this workload after the last re-advise.</source>
        <translation>上次重新評估後，此工作負載的最佳方案。</translation>
    </message>
    <message>
        <source>Choose model…</source>
        <translation>選擇模型…</translation>
    </message>
    <message>
        <source>Pick a model from the catalog&apos;s presets, with search.</source>
        <translation>從型錄的預設模型中挑選，可搜尋。</translation>
    </message>
    <message>
        <source>Import from file…</source>
        <translation>從檔案匯入…</translation>
    </message>
    <message>
        <source>Read the size and shape from a Hugging Face config.json, a .safetensors header or a GGUF header.</source>
        <translation>從 Hugging Face config.json、.safetensors 標頭或 GGUF 標頭讀取模型大小與結構。</translation>
    </message>
    <message>
        <source>Describe the architecture</source>
        <translation>描述模型架構</translation>
    </message>
    <message>
        <source>With the architecture the advisor estimates activations and the KV cache exactly; without it, from the size.</source>
        <translation>提供架構資訊時，系統可精確估算激活值與 KV 快取；若未提供，則依模型大小推估。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Runs a day</source>
        <translation>每天執行次數</translation>
    </message>
    <message>
        <source>Runs a week</source>
        <translation>每週執行次數</translation>
    </message>
    <message>
        <source>Runs a month</source>
        <translation>每月執行次數</translation>
    </message>
    <message>
        <source>Runs a quarter</source>
        <translation>每季執行次數</translation>
    </message>
    <message>
        <source>{n} billion parameters</source>
        <translation>參數量 {n}B</translation>
    </message>
    <message>
        <source>{n} million parameters</source>
        <translation>參數量 {n}M</translation>
    </message>
    <message>
        <source>{size} + {n} B image encoder</source>
        <translation>{size} + {n}B 影像編碼器</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{size} · {family}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{size} · {family}</translation>
    </message>
    <message>
        <source>Budget per year ({currency})</source>
        <translation>每年預算（{currency}）</translation>
    </message>
    <message>
        <source>Images sent with each request: each adds {tokens} tokens to the prompt and runs the image encoder ({n} B parameters) once; 0 for text only.</source>
        <translation>每個請求附帶的影像數：每張影像在提示詞中增加 {tokens} 個 token，並執行一次影像編碼器（{n} B 參數）；純文字請填 0。</translation>
    </message>
    <message>
        <source>Images sent with each request: each adds its patches to the prompt as tokens and runs the image encoder ({n} B parameters) once; give the image size to count them. 0 for text only.</source>
        <translation>每個請求附帶的影像數：每張影像的區塊（patch）會以 token 加入提示詞，並執行一次影像編碼器（{n} B 參數）；請填寫影像尺寸以便計算 token 數。純文字請填 0。</translation>
    </message>
    <message>
        <source>Load: {source}</source>
        <translation>負載：{source}</translation>
    </message>
    <message>
        <source>Load: {rate} at the peak</source>
        <translation>負載：峰值 {rate}</translation>
    </message>
    <message>
        <source>{n} requests a day</source>
        <translation>每天 {n} 個請求</translation>
    </message>
    <message>
        <source>{peak} · {day}</source>
        <translation>{peak} · {day}</translation>
    </message>
    <message>
        <source>{figures} — {source}</source>
        <translation>{figures} — {source}</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>變更 {field}</translation>
    </message>
    <message>
        <source>Working out the options…</source>
        <translation>正在評估方案…</translation>
    </message>
    <message>
        <source>Remove architecture</source>
        <translation>移除架構</translation>
    </message>
    <message>
        <source>Describe architecture</source>
        <translation>描述架構</translation>
    </message>
    <message>
        <source>Use model {name}</source>
        <translation>使用模型 {name}</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>匯入模型</translation>
    </message>
    <message>
        <source>Model files (config.json *.json *.safetensors *.gguf);;All files (*)</source>
        <translation>模型檔案 (config.json *.json *.safetensors *.gguf);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot import model</source>
        <translation>無法匯入模型</translation>
    </message>
    <message>
        <source>Import model {name}</source>
        <translation>匯入模型 {name}</translation>
    </message>
    <message>
        <source>{file}: cannot be read as a model ({error})</source>
        <translation>{file}：無法讀取為模型（{error}）</translation>
    </message>
    <message>
        <source>{file}: the model cannot be used here: {problem}</source>
        <translation>{file}：此模型無法在此使用：{problem}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No advice for this workload.&lt;/b&gt; {problem}</source>
        <translation>&lt;b&gt;無法為此工作負載提供建議。&lt;/b&gt;{problem}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No option fits.&lt;/b&gt; Closest: {option} — {why}</source>
        <translation>&lt;b&gt;沒有可行的方案。&lt;/b&gt;最接近：{option} — {why}</translation>
    </message>
    <message>
        <source>{time} per run</source>
        <translation>每次執行 {time}</translation>
    </message>
    <message>
        <source>first token in {time} (P{p})</source>
        <translation>首個 token {time}（P{p}）</translation>
    </message>
    <message>
        <source>{time} latency</source>
        <translation>延遲 {time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best: {option}&lt;/b&gt;&lt;br&gt;Memory: {need} GiB of {have} GiB per device · {speed} · {cost} a year · {n} of {total} options fit</source>
        <translation>&lt;b&gt;最佳：{option}&lt;/b&gt;&lt;br&gt;記憶體：每個裝置 {need} GiB／{have} GiB · {speed} · 每年 {cost} · {total} 個方案中有 {n} 個可行</translation>
    </message>
    <message>
        <source>{n} requests/min</source>
        <translation>{n} 個請求/分鐘</translation>
    </message>
    <message>
        <source>{n} requests/hour</source>
        <translation>{n} 個請求/小時</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>A short name for this workload, shown in the tree and the plan.</source>
        <translation>此工作負載的簡短名稱，會顯示在樹狀清單與規劃中。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>What the job does: train, fine-tune, or serve a model.</source>
        <translation>這項工作的內容：訓練、微調，或部署模型提供服務。</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>模型名稱</translation>
    </message>
    <message>
        <source>The model&apos;s name, as it appears in the advice.</source>
        <translation>模型的名稱，會顯示在建議中。</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>模型類別</translation>
    </message>
    <message>
        <source>The kind of network; it decides how memory and compute are estimated.</source>
        <translation>神經網路的類型；決定記憶體與算力的估算方式。</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>參數量（十億）</translation>
    </message>
    <message>
        <source>Total parameter count in billions, e.g. 8 for an 8B model or 0.11 for BERT-base.</source>
        <translation>總參數量，以十億為單位，例如 8B 模型填 8，BERT-base 填 0.11。</translation>
    </message>
    <message>
        <source>Active parameters (billions)</source>
        <translation>啟用參數量（十億）</translation>
    </message>
    <message>
        <source>Parameters used per token by a mixture-of-experts model; leave empty for dense models.</source>
        <translation>混合專家（MoE）模型處理每個 token 時實際使用的參數量；稠密模型請留空。</translation>
    </message>
    <message>
        <source>GFLOPs per sample</source>
        <translation>每個樣本的 GFLOPs</translation>
    </message>
    <message>
        <source>Forward-pass compute for one input at the model&apos;s input size (from the model card).</source>
        <translation>以模型的輸入尺寸處理單一輸入所需的前向運算量（取自模型卡）。</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>輸入尺寸</translation>
    </message>
    <message>
        <source>The input the GFLOPs figure refers to, e.g. 3x640x640.</source>
        <translation>GFLOPs 數值所對應的輸入尺寸，例如 3x640x640。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Number of transformer blocks.</source>
        <translation>Transformer 區塊的數量。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隱藏層維度</translation>
    </message>
    <message>
        <source>Width of the model (d_model).</source>
        <translation>模型的寬度（d_model）。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>Number of query heads per layer.</source>
        <translation>每層的 query 頭數。</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>Key/value heads for grouped-query attention; empty means as many as the query heads.</source>
        <translation>分組查詢注意力（GQA）的 key/value 頭數；留空表示與 query 頭數相同。</translation>
    </message>
    <message>
        <source>MLP size</source>
        <translation>MLP 維度</translation>
    </message>
    <message>
        <source>Intermediate size of the feed-forward block (per expert).</source>
        <translation>前饋區塊的中間層維度（每個專家）。</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞彙表大小</translation>
    </message>
    <message>
        <source>Number of tokens in the vocabulary (embedding rows).</source>
        <translation>詞彙表中的 token 數（嵌入矩陣的列數）。</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>專家數</translation>
    </message>
    <message>
        <source>Routed experts per layer for a mixture-of-experts model.</source>
        <translation>混合專家（MoE）模型每層的路由專家數。</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每個 token 的專家數</translation>
    </message>
    <message>
        <source>How many experts each token is routed to.</source>
        <translation>每個 token 會路由到幾個專家。</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文長度</translation>
    </message>
    <message>
        <source>Longest context the model supports, in tokens.</source>
        <translation>模型支援的最長上下文長度，以 token 計。</translation>
    </message>
    <message>
        <source>Users (staff)</source>
        <translation>使用者（員工）</translation>
    </message>
    <message>
        <source>How many people use the service on a working day.</source>
        <translation>每個工作日有多少人使用此服務。</translation>
    </message>
    <message>
        <source>Questions per user per day</source>
        <translation>每位使用者每天的提問數</translation>
    </message>
    <message>
        <source>How many questions (requests) each of them asks on a working day.</source>
        <translation>每人每個工作日提出多少問題（請求）。</translation>
    </message>
    <message>
        <source>Share in the busiest hour</source>
        <translation>最忙一小時的比例</translation>
    </message>
    <message>
        <source>Share of a day&apos;s questions asked in its busiest hour, in percent; about 20 % for staff in office hours, 100 ÷ 24 = 4.2 % for an even spread.</source>
        <translation>一天的提問中，集中在最忙一小時的百分比；上班時間的員工約為 20 %，平均分散則為 100 ÷ 24 = 4.2 %。</translation>
    </message>
    <message>
        <source>{share} (assumed)</source>
        <translation>{share}（假設）</translation>
    </message>
    <message>
        <source>Answer within</source>
        <translation>需在多久內回答</translation>
    </message>
    <message>
        <source>Longest acceptable response time, as you would say it (5 s, 300 ms, 2 分鐘; a bare number is in milliseconds); options that miss it are ruled out.</source>
        <translation>可接受的最長回應時間，照平常說法輸入（5 s、300 ms、2 分鐘；只輸入數字時以毫秒計）；未達成的選項會被排除。</translation>
    </message>
    <message>
        <source>e.g. 5 s or 300 ms</source>
        <translation>例如 5 s 或 300 ms</translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation>運算精度</translation>
    </message>
    <message>
        <source>Number format the math runs in; bf16/fp16 use tensor cores, fp32 is slowest.</source>
        <translation>運算所使用的數值格式；bf16/fp16 會使用 Tensor Core，fp32 最慢。</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>權重格式</translation>
    </message>
    <message>
        <source>How the weights are stored in memory, e.g. bf16, INT4 (GPTQ/AWQ) or a GGUF quant.</source>
        <translation>權重在記憶體中的儲存格式，例如 bf16、INT4（GPTQ/AWQ）或 GGUF 量化格式。</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>執行環境</translation>
    </message>
    <message>
        <source>The software that runs the job; it sets efficiency and overheads.</source>
        <translation>執行這項工作的軟體；會影響效率與額外開銷。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <source>Optimizer whose states must fit in memory next to the weights.</source>
        <translation>所使用的最佳化器；其狀態必須和權重一起放得進記憶體。</translation>
    </message>
    <message>
        <source>Samples processed per device per step (or per inference call).</source>
        <translation>每個裝置每一步（或每次推論呼叫）處理的樣本數。</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累積</translation>
    </message>
    <message>
        <source>GPUs per machine for this job: the advisor then considers only options with exactly that many devices. Leave empty to let the advisor choose.</source>
        <translation>此工作每台機器使用的 GPU 數：系統只會考慮裝置數完全相同的方案。留空則由系統決定。</translation>
    </message>
    <message>
        <source>Peak request rate to sustain. When set, it wins over requests per day and over the users and questions per day.</source>
        <translation>須持續承受的峰值請求速率。設定後會優先於每日請求數，以及使用者人數與每日提問數。</translation>
    </message>
    <message>
        <source>Requests served at the same time (for an LLM service on llama.cpp: llama-server&apos;s slots, its -np option). Left empty, the runtime&apos;s default: 4 slots for llama-server (since October 2025), 1 otherwise.</source>
        <translation>同時處理的請求數（llama.cpp 上的 LLM 服務：即 llama-server 的 slot 數，-np 選項）。留空則採用執行環境的預設值：llama-server 為 4 個 slot（2025 年 10 月起），其他為 1。</translation>
    </message>
    <message>
        <source>Runtime default</source>
        <translation>執行環境預設</translation>
    </message>
    <message>
        <source>Which share of the answers must come within the time above, e.g. 99 for P99.</source>
        <translation>回答中須在上述時間內送達的比例，例如 P99 填 99。</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>頻率</translation>
    </message>
    <message>
        <source>How often the job runs: once, every day, week, month or quarter; always-on services run all the time.</source>
        <translation>作業執行的頻率：一次、每天、每週、每月或每季；常駐服務則一直執行。</translation>
    </message>
    <message>
        <source>How many runs in each day, week, month or quarter (e.g. 2 a week).</source>
        <translation>每天、每週、每月或每季各執行幾次（例如每週 2 次）。</translation>
    </message>
    <message>
        <source>How long may it take</source>
        <translation>最多可花多久</translation>
    </message>
    <message>
        <source>Each run must be finished within this time, as you would say it (8 h, 3 天, 90 min; a bare number is in hours).</source>
        <translation>每次執行都必須在此時間內完成，照平常說法輸入（8 h、3 天、90 min；只輸入數字時以小時計）。</translation>
    </message>
    <message>
        <source>e.g. 8 h or 3 days</source>
        <translation>例如 8 h 或 3 天</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Answer starts within</source>
        <translation>需在多久內開始回答</translation>
    </message>
    <message>
        <source>For an assistant that shows its answer as it is written: the longest wait until the first words appear (time to first token), e.g. 1 s; options that miss it are ruled out.</source>
        <translation>邊產生邊顯示回答的助理：等到第一個字出現最多可以多久（首字時間，TTFT），例如 1 s；達不到的方案會被排除。</translation>
    </message>
    <message>
        <source>e.g. 1 s</source>
        <translation>例如 1 s</translation>
    </message>
    <message>
        <source>Micro-batches accumulated before each optimizer step; it sets how often the optimizer step (on the GPU, or on the CPU when offloaded) runs.</source>
        <translation>每次最佳化器步驟前累積的微批次數；決定最佳化器步驟（在 GPU 上，或卸載時在 CPU 上）多久執行一次。</translation>
    </message>
    <message>
        <source>Tokens per sample (context length used in training or serving).</source>
        <translation>每個樣本的 token 數（訓練或服務時使用的上下文長度）。</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>影像尺寸</translation>
    </message>
    <message>
        <source>Side of the input image in pixels (e.g. 640).</source>
        <translation>輸入影像的邊長，單位為像素（例如 640）。</translation>
    </message>
    <message>
        <source>Denoising steps</source>
        <translation>去噪步數</translation>
    </message>
    <message>
        <source>Steps the sampler takes to make one image; the model runs once per step (50 is the diffusers default, fast samplers use 20–30, distilled turbo models 1–4).</source>
        <translation>取樣器產生一張圖所走的步數；模型每一步執行一次（diffusers 預設 50，快速取樣器用 20–30，蒸餾的 turbo 模型 1–4）。</translation>
    </message>
    <message>
        <source>Classifier-free guidance</source>
        <translation>無分類器引導（CFG）</translation>
    </message>
    <message>
        <source>The model runs with and without the prompt at every step (the usual setting; off for distilled models without guidance): twice the compute per image.</source>
        <translation>每一步都以有提示詞與無提示詞各執行一次模型（一般設定；不使用引導的蒸餾模型請關閉）：每張圖的運算量加倍。</translation>
    </message>
    <message>
        <source>Dataset samples</source>
        <translation>資料集樣本數</translation>
    </message>
    <message>
        <source>Number of training examples per epoch.</source>
        <translation>每個 epoch 的訓練樣本數。</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>資料集 token 數</translation>
    </message>
    <message>
        <source>Training tokens per epoch; used instead of samples when given (you may type 20B).</source>
        <translation>每個 epoch 的訓練 token 數；有填寫時會取代樣本數（可輸入 20B 這類寫法）。</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoch 數</translation>
    </message>
    <message>
        <source>Passes over the dataset per run.</source>
        <translation>每次執行要完整走過資料集幾遍。</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>激活值重新計算</translation>
    </message>
    <message>
        <source>Gradient checkpointing: saves activation memory at about a third more compute.</source>
        <translation>梯度檢查點：多花約三分之一的運算量，以節省激活值記憶體。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapters; higher trains more parameters.</source>
        <translation>LoRA 轉接器的 rank；數值越高，要訓練的參數越多。</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 目標模組</translation>
    </message>
    <message>
        <source>Projections that get adapters, comma-separated: q, k, v, o, gate, up, down or all.</source>
        <translation>要加上轉接器的投影層，以逗號分隔：q, k, v, o, gate, up, down 或 all。</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>裝置數</translation>
    </message>
    <message>
        <source>(advisor chooses)</source>
        <translation>（由系統決定）</translation>
    </message>
    <message>
        <source>ZeRO / FSDP stage</source>
        <translation>ZeRO / FSDP 階段</translation>
    </message>
    <message>
        <source>How much of the optimizer, gradients and weights is sharded across devices.</source>
        <translation>最佳化器狀態、梯度與權重中，有多少要分片到各裝置。</translation>
    </message>
    <message>
        <source>0 — plain data parallel</source>
        <translation>0 — 單純資料平行</translation>
    </message>
    <message>
        <source>1 — optimizer states</source>
        <translation>1 — 最佳化器狀態</translation>
    </message>
    <message>
        <source>2 — + gradients</source>
        <translation>2 — + 梯度</translation>
    </message>
    <message>
        <source>3 — + weights</source>
        <translation>3 — + 權重</translation>
    </message>
    <message>
        <source>Offload optimizer to CPU RAM</source>
        <translation>將最佳化器卸載到 CPU 記憶體</translation>
    </message>
    <message>
        <source>Keep the optimizer states in the machine&apos;s CPU memory (DeepSpeed/FSDP offload): less GPU memory per device, slower steps.</source>
        <translation>將最佳化器狀態放在機器的 CPU 記憶體中（DeepSpeed/FSDP 卸載）：每個裝置所需的顯示記憶體較少，但每步較慢。</translation>
    </message>
    <message>
        <source>Offload weights too</source>
        <translation>權重也一併卸載</translation>
    </message>
    <message>
        <source>Keep the weights off the GPU as well and copy each layer in when it runs (ZeRO-Infinity, FSDP CPU offload): the GPU holds two layers; every step moves the weights over PCIe.</source>
        <translation>權重也不放在 GPU 上，每一層要執行時才複製進來（ZeRO-Infinity、FSDP CPU 卸載）：GPU 上只保留兩層；每一步都要透過 PCIe 搬移權重。</translation>
    </message>
    <message>
        <source>Offload to</source>
        <translation>卸載到</translation>
    </message>
    <message>
        <source>Where the offloaded states (and weights) live: CPU RAM, or NVMe SSDs when they do not fit in RAM (slower).</source>
        <translation>卸載的狀態（與權重）存放的位置：CPU 記憶體；若記憶體放不下，則放在 NVMe 固態硬碟（較慢）。</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>在反向傳播中執行最佳化器步驟</translation>
    </message>
    <message>
        <source>Update each weight as soon as its gradient is ready and free the gradient (as torchtune does): about one layer of gradients in memory; no gradient accumulation.</source>
        <translation>每個權重的梯度一算好就立即更新該權重並釋放梯度（torchtune 的做法）：記憶體中只保留約一層的梯度；無法使用梯度累積。</translation>
    </message>
    <message>
        <source>Offload activations to CPU RAM</source>
        <translation>將激活值卸載到 CPU 記憶體</translation>
    </message>
    <message>
        <source>Move the activations kept for the backward pass to CPU memory and back, overlapped with compute: less GPU memory, PCIe traffic every step.</source>
        <translation>將反向傳播所需保留的激活值移到 CPU 記憶體再搬回，與運算重疊進行：顯示記憶體用量較少，但每一步都有 PCIe 傳輸。</translation>
    </message>
    <message>
        <source>Training code</source>
        <translation>訓練程式碼</translation>
    </message>
    <message>
        <source>An ordinary training script for the runtime, or tuned benchmark code (fused kernels, CUDA graphs, DALI data loading, as in MLPerf submissions), which runs faster.</source>
        <translation>針對執行環境的一般訓練腳本，或是調校過的基準測試程式碼（融合核心函式、CUDA graphs、DALI 資料載入，如 MLPerf 提交的程式），後者執行較快。</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>每日請求數</translation>
    </message>
    <message>
        <source>Average number of requests in a day (used when no peak rate per second is given). When set, it wins over the users and questions per day.</source>
        <translation>一天的平均請求數（未提供每秒峰值速率時使用）。設定後會優先於使用者人數與每日提問數。</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒請求數</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示詞 token 數</translation>
    </message>
    <message>
        <source>Input tokens per request.</source>
        <translation>每個請求的輸入 token 數。</translation>
    </message>
    <message>
        <source>Images per request</source>
        <translation>每個請求的影像數</translation>
    </message>
    <message>
        <source>Images sent with each request: each adds its tokens to the prompt and runs the image encoder once; 0 for text only.</source>
        <translation>每個請求附帶的影像數：每張影像會在提示詞中加入其 token，並執行一次影像編碼器；純文字請填 0。</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>Generated tokens per request.</source>
        <translation>每個請求產生的 token 數。</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>並行數</translation>
    </message>
    <message>
        <source>Latency percentile</source>
        <translation>延遲百分位數</translation>
    </message>
    <message>
        <source>Samples per run</source>
        <translation>每次執行的樣本數</translation>
    </message>
    <message>
        <source>Inputs processed in each batch run.</source>
        <translation>每次批次執行所處理的輸入數量。</translation>
    </message>
    <message>
        <source>KV-cache format</source>
        <translation>KV 快取格式</translation>
    </message>
    <message>
        <source>Storage format of the attention key/value cache.</source>
        <translation>注意力 key/value 快取的儲存格式。</translation>
    </message>
    <message>
        <source>Same as compute</source>
        <translation>與運算精度相同</translation>
    </message>
    <message>
        <source>Prompt shared between requests</source>
        <translation>請求間共用的提示詞</translation>
    </message>
    <message>
        <source>Share of each prompt, in percent, that starts the same in every request (a system prompt, the same document): the runtime&apos;s prefix cache serves it without computing it again and keeps it once in memory.</source>
        <translation>每個提示詞開頭在所有請求中都相同的部分所占的百分比（例如系統提示詞、同一份文件）：執行環境的前綴快取可直接提供這部分，不必重新計算，且在記憶體中只保留一份。</translation>
    </message>
    <message>
        <source>0 % (nothing shared)</source>
        <translation>0 %（無共用）</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>推測解碼</translation>
    </message>
    <message>
        <source>A cheap proposer drafts a few tokens and the model checks them in one step: answers come faster while the service is lightly loaded, and slower when it is busy.</source>
        <translation>由低成本的提議器先草擬幾個 token，再由模型在一個步驟中一次驗證：服務負載輕時回答較快，忙碌時反而較慢。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>N-gram (prompt lookup)</source>
        <translation>N-gram（提示詞查找）</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE 預測頭</translation>
    </message>
    <message>
        <source>Accepted draft tokens</source>
        <translation>草稿 token 接受率</translation>
    </message>
    <message>
        <source>Share of the drafted tokens the model accepts, in percent; empty uses the method&apos;s typical rate (draft model 70 %, EAGLE 80 %, n-gram 50 %).</source>
        <translation>模型接受的草稿 token 所占百分比；留空則使用該方法的典型接受率（草稿模型 70 %、EAGLE 80 %、n-gram 50 %）。</translation>
    </message>
    <message>
        <source>typical for the method</source>
        <translation>該方法的典型值</translation>
    </message>
    <message>
        <source>Draft model size (billions)</source>
        <translation>草稿模型參數量（十億）</translation>
    </message>
    <message>
        <source>Parameters of the draft model in billions, e.g. 1 for a 1B model of the same family; empty assumes 4/70 of the model (a 4B draft for a 70B model).</source>
        <translation>草稿模型的參數量，以十億為單位，例如同系列的 1B 模型填 1；留空則假設為主模型的 4/70（70B 模型搭配 4B 草稿模型）。</translation>
    </message>
    <message>
        <source>4/70 of the model</source>
        <translation>主模型的 4/70</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Fused attention kernels that keep attention memory linear in sequence length.</source>
        <translation>融合的注意力核心函式，讓注意力的記憶體用量隨序列長度線性成長。</translation>
    </message>
    <message>
        <source>Runs per period</source>
        <translation>每週期執行次數</translation>
    </message>
    <message>
        <source>Time window</source>
        <translation>執行時段</translation>
    </message>
    <message>
        <source>When the job may run; decides what can share a server.</source>
        <translation>這項工作可以執行的時段；決定哪些工作負載能共用伺服器。</translation>
    </message>
    <message>
        <source>Interruptible (spot)</source>
        <translation>可中斷（Spot）</translation>
    </message>
    <message>
        <source>May the job run on spot (preemptible) cloud capacity? By kind: jobs may, resuming from checkpoints; services never.</source>
        <translation>此工作能否使用 Spot（可被搶占）的雲端容量？依類型：一般工作可以，並從檢查點接續執行；服務則一律不可。</translation>
    </message>
    <message>
        <source>Planning horizon (years)</source>
        <translation>規劃期間（年）</translation>
    </message>
    <message>
        <source>How many years the costs are compared over.</source>
        <translation>以幾年的期間來比較成本。</translation>
    </message>
    <message>
        <source>Must stay on-premises</source>
        <translation>必須留在地端</translation>
    </message>
    <message>
        <source>Data may not leave the company: cloud options are ruled out.</source>
        <translation>資料不得離開公司：雲端方案會被排除。</translation>
    </message>
    <message>
        <source>Rent only in Taiwan</source>
        <translation>只租用台灣的雲端</translation>
    </message>
    <message>
        <source>The data may go to a cloud, but only to one in Taiwan (Google Cloud in Changhua, TWCC): instances in other regions are ruled out.</source>
        <translation>資料可以上雲端，但只能放在台灣的雲端（彰化的 Google Cloud、TWCC）：其他地區的執行個體一律排除。</translation>
    </message>
    <message>
        <source>Runs on an edge / line PC</source>
        <translation>在邊緣裝置／產線電腦上執行</translation>
    </message>
    <message>
        <source>Deployed on a small PC next to the machine rather than in a server room.</source>
        <translation>部署在機台旁的小型電腦上，而不是放在機房裡。</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Framework the job must use; hardware that cannot run it is ruled out.</source>
        <translation>這項工作必須使用的框架；無法執行此框架的硬體會被排除。</translation>
    </message>
    <message>
        <source>Hardware vendor</source>
        <translation>硬體廠牌</translation>
    </message>
    <message>
        <source>Only this maker&apos;s accelerators (a company standard, a support contract, a software stack): the others are ruled out.</source>
        <translation>只考慮此廠牌的加速器（公司規範、維護合約或軟體環境的要求）：其他廠牌一律排除。</translation>
    </message>
    <message>
        <source>Budget per year</source>
        <translation>每年預算</translation>
    </message>
    <message>
        <source>Most you want to spend per year on this workload, in the project&apos;s currency.</source>
        <translation>此工作負載每年最多願意花費的金額，以專案的幣別計算。</translation>
    </message>
    <message>
        <source>Max devices</source>
        <translation>裝置數上限</translation>
    </message>
    <message>
        <source>Most GPUs this workload may use.</source>
        <translation>此工作負載最多可使用的 GPU 數。</translation>
    </message>
    <message>
        <source>The budget is in {currency}, the project&apos;s currency: write it in {currency}, e.g. {example}</source>
        <extracomment>how people write each currency beside an amount (&quot;NT$500,000&quot;, &quot;50萬元&quot;, &quot;US$15k&quot;, &quot;15,000 USD&quot;)</extracomment>
        <translation>預算以專案幣別 {currency} 計算：請以 {currency} 填寫，例如 {example}</translation>
    </message>
    <message>
        <source>Write a percentage between {low} and {high}, e.g. 20 %</source>
        <translation>請輸入介於 {low} 與 {high} 之間的百分比，例如 20 %</translation>
    </message>
    <message>
        <source>Name at least one projection: q, k, v, o, gate, up, down or all</source>
        <translation>請至少指定一個投影層：q、k、v、o、gate、up、down 或 all</translation>
    </message>
</context>
</TS>
