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
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close gpuadvisor.</source>
        <translation>關閉 gpuadvisor。</translation>
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
        <source>&amp;About gpuadvisor</source>
        <translation>關於 gpuadvisor(&amp;A)</translation>
    </message>
    <message>
        <source>Version and credits.</source>
        <translation>版本資訊與致謝。</translation>
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
    <name>App</name>
    <message>
        <source>Opening {name}…</source>
        <translation>正在開啟 {name}…</translation>
    </message>
</context>
<context>
    <name>AssumptionSources</name>
    <message>
        <source>Taiwanese users price in NT$ (SPEC §1)</source>
        <translation>台灣使用者以 NT$ 計價（SPEC §1）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.2 (2025-26 range 29.6-33.4)</source>
        <translation>notes/tco-anchors.md §3.2（2025-26 年區間 29.6-33.4）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.1 Taipower commercial tariff 2025-10</source>
        <translation>notes/tco-anchors.md §3.1 台電營業用電價（2025-10）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.5 (desk 1.3, server room 1.8, colocation 1.4)</source>
        <translation>notes/tco-anchors.md §3.5（辦公室桌邊 1.3、自建機房 1.8、機房代管 1.4）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.6 (Taiwan tax table: 3 years)</source>
        <translation>notes/tco-anchors.md §3.6（台灣固定資產耐用年數表：3 年）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.6 (H100 25-35 % after 3 y)</source>
        <translation>notes/tco-anchors.md §3.6（H100 3 年後約為 25-35 %）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.7 ($150-250 in a colo)</source>
        <translation>notes/tco-anchors.md §3.7（機房代管 $150-250）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §5.1 (storage, support, egress)</source>
        <translation>notes/tco-anchors.md §5.1（儲存、支援、對外流量）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.4 (p5 -41 %; 30-50 % rule)</source>
        <translation>notes/tco-anchors.md §3.4（p5 -41 %；30-50 % 經驗法則）</translation>
    </message>
    <message>
        <source>notes/tco-anchors.md §3.4 (used when a provider lists no spot price)</source>
        <translation>notes/tco-anchors.md §3.4（供應商未列出 Spot 價格時使用）</translation>
    </message>
    <message>
        <source>reference/README.md: Vast and Lium are marketplaces; each row is one host&apos;s offer, indicative, not a list price</source>
        <translation>reference/README.md：Vast 與 Lium 為市集平台；每一列是單一主機的報價，僅供參考，並非公開牌價</translation>
    </message>
    <message>
        <source>assumption: an answer streamed slower than reading speed (~5 tokens/s) is not usable</source>
        <translation>假設：回答的串流速度若低於閱讀速度（約 5 tokens/s），就無法實際使用</translation>
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
        <source>Source: {source}</source>
        <translation>來源：{source}</translation>
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
        <source>provider and instance_type: are required</source>
        <translation>provider 與 instance_type：為必填欄位</translation>
    </message>
    <message>
        <source>id: is required</source>
        <translation>id：為必填欄位</translation>
    </message>
    <message>
        <source>accelerator: unknown accelerator &apos;{name}&apos;</source>
        <translation>accelerator：未知的加速器「{name}」</translation>
    </message>
    <message>
        <source>{file}: cannot read the override file ({error}); file ignored</source>
        <translation>{file}：無法讀取覆寫檔（{error}）；已忽略此檔案</translation>
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
        <source>Cumulative cost over {n} months</source>
        <translation>{n} 個月累計成本</translation>
    </message>
    <message>
        <source>Monthly cost vs busy hours per month</source>
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
        <source>no option fits this workload</source>
        <translation>此工作負載沒有可行方案</translation>
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
        <source>{what} ({currency})</source>
        <translation>{what}（{currency}）</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>Best of each</source>
        <translation>各取最佳</translation>
    </message>
    <message>
        <source>Compare the cheapest owned and the cheapest rented option that fit</source>
        <translation>比較可行方案中最便宜的自購方案與最便宜的租用方案</translation>
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
        <source>Owned:</source>
        <translation>自購：</translation>
    </message>
    <message>
        <source>Rented:</source>
        <translation>租用：</translation>
    </message>
    <message>
        <source>(none fits)</source>
        <translation>（沒有可行方案）</translation>
    </message>
    <message>
        <source>{option} — {cost}/year</source>
        <translation>{option} — 每年 {cost}</translation>
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
        <source>{workload} — {problem}</source>
        <translation>{workload} — {problem}</translation>
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
        <source>== {project} / {workload}  ({kind}, {model}): {n} of {m} options fit</source>
        <translation>== {project} / {workload}  （{kind}，{model}）：{m} 個方案中有 {n} 個可行</translation>
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
        <source>Predict every row of a calibration CSV (reference/calibration.csv format) and report the error per metric and category.</source>
        <translation>預測校正 CSV（reference/calibration.csv 格式）的每一列，並依指標與類別回報誤差。</translation>
    </message>
    <message>
        <source>calibration file (CSV with the structured columns)</source>
        <translation>校正檔（含結構化欄位的 CSV）</translation>
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
        <source>write the recommendation report as a PDF</source>
        <translation>將建議報告輸出為 PDF</translation>
    </message>
    <message>
        <source>where to write the PDF</source>
        <translation>PDF 的輸出位置</translation>
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
        <source>{file}: the output file must end in .pdf</source>
        <translation>{file}：輸出檔名必須以 .pdf 結尾</translation>
    </message>
    <message>
        <source>{file}: folder {folder} does not exist</source>
        <translation>{file}：資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>{file}: could not write the PDF (is the folder writable?)</source>
        <translation>{file}：無法寫入 PDF（資料夾是否可寫入？）</translation>
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
        <source>Rented ({mode})</source>
        <translation>租用（{mode}）</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
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
        <source>{framework} does not run on {platform}</source>
        <extracomment>A service limited to a time window runs only then (it can be stopped, or its GPUs lent, outside): office hours 8 h x 22 working days; nights 12 h x 30.4 days (engine.plan.WINDOW_HOURS).</extracomment>
        <translation>{framework} 無法在 {platform} 上執行</translation>
    </message>
    <message>
        <source>runtime {runtime} does not run on {platform}</source>
        <translation>執行環境 {runtime} 無法在 {platform} 上執行</translation>
    </message>
    <message>
        <source>no purchase price in the catalog (add one in the price overrides)</source>
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
        <source>latency {latency} ms misses the {target} ms target</source>
        <translation>延遲 {latency} ms，未達 {target} ms 的目標</translation>
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
        <source>over the annual budget</source>
        <translation>超出年度預算</translation>
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
        <source>spot price with {n} interruptions/h</source>
        <translation>Spot 價格，每小時中斷 {n} 次</translation>
    </message>
    <message>
        <source>commitment billed whether used or not</source>
        <translation>承諾用量不論是否使用都會計費</translation>
    </message>
    <message>
        <source>on-demand price</source>
        <translation>隨需價格</translation>
    </message>
    <message>
        <source>{n} replicas for the request rate</source>
        <translation>依請求率需要 {n} 個副本</translation>
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
        <source>latency {latency} ms exceeds the {target} ms target</source>
        <translation>延遲 {latency} ms，超過 {target} ms 的目標</translation>
    </message>
    <message>
        <source>needs {need} GiB per device, has {usable} GiB usable ({device} GB device)</source>
        <translation>每個裝置需要 {need} GiB，可用 {usable} GiB（裝置為 {device} GB）</translation>
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
        <source>CPU launch time per step (3 x layers x per-layer cost)</source>
        <translation>每步 CPU 啟動核心時間（3 x 層數 x 每層成本）</translation>
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
    <name>Labels</name>
    <message>
        <source>Exchange rate</source>
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
        <source>Slowest usable streaming speed</source>
        <translation>最低可接受串流速度</translation>
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
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
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
        <source>Any</source>
        <translation>不限</translation>
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
    <name>MainWindow</name>
    <message>
        <source>gpuadvisor</source>
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
        <source>{n} of {total} models</source>
        <translation>{n}／{total} 個模型</translation>
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
        <source>Fits. Rank {rank} under the chosen objective.</source>
        <translation>可行。依所選目標排名第 {rank}。</translation>
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
        <source>Limited by: {bottleneck}</source>
        <translation>受限於：{bottleneck}</translation>
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
    <name>Options</name>
    <message>
        <source>{accelerator} (owned)</source>
        <translation>{accelerator}（自購）</translation>
    </message>
    <message>
        <source>no purchase price in the catalog: add one in the price overrides</source>
        <translation>型錄中沒有購買價格：請在自訂價格中新增</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主機：{source}</translation>
    </message>
    <message>
        <source>{accelerator} desktop</source>
        <translation>{accelerator} 桌上型電腦</translation>
    </message>
    <message>
        <source>{accelerator} workstation</source>
        <translation>{accelerator} 工作站</translation>
    </message>
    <message>
        <source>{accelerator} server</source>
        <translation>{accelerator} 伺服器</translation>
    </message>
    <message>
        <source>{n}× {accelerator} workstation</source>
        <translation>{n}× {accelerator} 工作站</translation>
    </message>
    <message>
        <source>{n}× {accelerator} desktop</source>
        <translation>{n}× {accelerator} 桌上型電腦</translation>
    </message>
    <message>
        <source>{n}× {accelerator} server</source>
        <translation>{n}× {accelerator} 伺服器</translation>
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
        <source>Some workloads have no feasible option: {workloads}.</source>
        <translation>部分工作負載沒有可行方案：{workloads}。</translation>
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
        <source>no feasible option</source>
        <translation>沒有可行方案</translation>
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
        <source>Some workloads have no feasible option: {workloads}.</source>
        <translation>部分工作負載沒有可行方案：{workloads}。</translation>
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
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>{field}: must be a number</source>
        <translation>{field}：必須是數字</translation>
    </message>
</context>
<context>
    <name>Printing</name>
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
        <source>is not valid UTF-8 text (byte 0x{byte} at offset {offset}, line {line})</source>
        <translation>不是有效的 UTF-8 文字（位移 {offset} 處的位元組 0x{byte}，第 {line} 行）</translation>
    </message>
    <message>
        <source>content must be text or bytes (got {type})</source>
        <translation>內容必須是文字或位元組（實際為 {type}）</translation>
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
    <name>RecommendationPanel</name>
    <message>
        <source>updating…</source>
        <translation>更新中…</translation>
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
        <source>Memory needed per device / memory usable on the device, in GiB</source>
        <translation>每個裝置所需的記憶體／裝置上可用的記憶體，單位為 GiB</translation>
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
        <source>{latency} per request at {rate}, limited by {bottleneck}.</source>
        <translation>每個請求 {latency}，速度 {rate}，受限於 {bottleneck}。</translation>
    </message>
    <message>
        <source>{monthly} a month in the cheapest billing mode ({mode}), × 12 for the year.</source>
        <translation>以最便宜的計費方式（{mode}）每月 {monthly}，× 12 即為全年。</translation>
    </message>
    <message>
        <source>does not suit this workload</source>
        <translation>不適合此工作負載</translation>
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
        <source>Efficiency override {key}</source>
        <translation>自訂效率值 {key}</translation>
    </message>
    <message>
        <source>this project</source>
        <translation>本專案</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>全天候運作</translation>
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
        <source>No option fits. The closest:</source>
        <translation>沒有可行的方案。最接近的是：</translation>
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
        <source>Per-workload plan, total per year</source>
        <translation>逐一工作負載規劃，每年合計</translation>
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
        <source>No feasible option: {workloads}</source>
        <translation>沒有可行方案：{workloads}</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>專案規劃</translation>
    </message>
    <message>
        <source>{o} vs {r}: {x}</source>
        <translation>{o} vs {r}：{x}</translation>
    </message>
    <message>
        <source>Cumulative cost over the useful life: the owned machine (purchase at month 0, running costs each month, resale at the end) against renting on demand, with 1- and 3-year commitments and the spot band. Each option is priced for the same jobs at its own speed.</source>
        <translation>使用年限內的累計成本：自購機器（第 0 個月購入、每月支付運轉成本、期末轉售）對比隨需租用，並列出 1 年與 3 年承諾價格及 Spot 價格區間。每個方案都以其自身速度完成相同工作來計價。</translation>
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
        <source>Date</source>
        <translation>日期</translation>
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
        <source>GPU buy-or-rent report</source>
        <translation>GPU 自購還是租用評估報告</translation>
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
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
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
        <source>Today: buy. Flips the decision: {inputs}</source>
        <translation>目前：自購。會改變結論的輸入：{inputs}</translation>
    </message>
    <message>
        <source>Today: rent. Flips the decision: {inputs}</source>
        <translation>目前：租用。會改變結論的輸入：{inputs}</translation>
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
        <source>{n} billion parameters</source>
        <translation>參數量 {n}B</translation>
    </message>
    <message>
        <source>{n} million parameters</source>
        <translation>參數量 {n}M</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{size} · {family}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{size} · {family}</translation>
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
        <source>&lt;b&gt;No option fits.&lt;/b&gt; Closest: {option} — {why}</source>
        <translation>&lt;b&gt;沒有可行的方案。&lt;/b&gt;最接近：{option} — {why}</translation>
    </message>
    <message>
        <source>{time} per run</source>
        <translation>每次執行 {time}</translation>
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
        <source>Micro-batches accumulated before each optimizer step.</source>
        <translation>每次最佳化器更新前累積的微批次數。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
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
        <source>GPUs per machine for this job; leave empty to let the advisor choose.</source>
        <translation>這項工作每台機器使用的 GPU 數；留空則由系統決定。</translation>
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
        <source>Requests per day</source>
        <translation>每日請求數</translation>
    </message>
    <message>
        <source>Average number of requests in a day.</source>
        <translation>一天的平均請求數。</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒請求數</translation>
    </message>
    <message>
        <source>Peak request rate to sustain; takes precedence over requests per day.</source>
        <translation>需要支撐的尖峰請求速率；優先於每日請求數。</translation>
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
        <source>Requests served at the same time.</source>
        <translation>同時處理的請求數。</translation>
    </message>
    <message>
        <source>Latency target (ms)</source>
        <translation>延遲目標（ms）</translation>
    </message>
    <message>
        <source>Longest acceptable response time; options that miss it are ruled out.</source>
        <translation>可接受的最長回應時間；達不到的方案會被排除。</translation>
    </message>
    <message>
        <source>Latency percentile</source>
        <translation>延遲百分位數</translation>
    </message>
    <message>
        <source>Which percentile must meet the target, e.g. 99 for P99.</source>
        <translation>哪個百分位數必須達到目標，例如 P99 請填 99。</translation>
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
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Fused attention kernels that keep attention memory linear in sequence length.</source>
        <translation>融合的注意力核心函式，讓注意力的記憶體用量隨序列長度線性成長。</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>執行頻率</translation>
    </message>
    <message>
        <source>How often the job runs; always-on services run all the time.</source>
        <translation>這項工作多久執行一次；全天候服務則持續運作。</translation>
    </message>
    <message>
        <source>Runs per period</source>
        <translation>每週期執行次數</translation>
    </message>
    <message>
        <source>How many runs in each period (e.g. 2 per week).</source>
        <translation>每個週期內執行幾次（例如每週 2 次）。</translation>
    </message>
    <message>
        <source>Hours allowed per run</source>
        <translation>每次執行時限（h）</translation>
    </message>
    <message>
        <source>Deadline: each run must finish within this many hours.</source>
        <translation>期限：每次執行都必須在這個時數內完成。</translation>
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
</context>
</TS>
