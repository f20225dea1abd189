<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AcceptanceCheck</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>no complete card name in the capture (nvidia-smi -L or --query-gpu=name shows it)</source>
        <translation>no complete card name in the capture (nvidia-smi -L or --query-gpu=name shows it)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in %1</source>
        <translation>
            <numerusform>%n card in %1</numerusform>
            <numerusform>%n cards in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in nvidia-smi topo -m</source>
        <translation>
            <numerusform>%n card in nvidia-smi topo -m</numerusform>
            <numerusform>%n cards in nvidia-smi topo -m</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete listing of the cards (the capture is cut or has no header)</source>
        <translation>no complete listing of the cards (the capture is cut or has no header)</translation>
    </message>
    <message>
        <source>at least %1 (%2 % of %3)</source>
        <translation>at least %1 (%2 % of %3)</translation>
    </message>
    <message>
        <source>no card memory in the capture</source>
        <translation>no card memory in the capture</translation>
    </message>
    <message>
        <source>NVLink between every pair of cards (NV# in topo -m)</source>
        <translation>NVLink between every pair of cards (NV# in topo -m)</translation>
    </message>
    <message>
        <source>every card NVLinked to at least one other</source>
        <translation>every card NVLinked to at least one other</translation>
    </message>
    <message>
        <source>PCIe only, as quoted</source>
        <translation>PCIe only, as quoted</translation>
    </message>
    <message>
        <source>not stated in the quote</source>
        <translation>not stated in the quote</translation>
    </message>
    <message>
        <source>%1 of %2 card pairs NVLinked</source>
        <translation>%1 of %2 card pairs NVLinked</translation>
    </message>
    <message>
        <source>the topo -m matrix is cut short</source>
        <translation>the topo -m matrix is cut short</translation>
    </message>
    <message>
        <source>GPU %1 has no active NVLink</source>
        <translation>GPU %1 has no active NVLink</translation>
    </message>
    <message>
        <source>%1 active links on GPU 0</source>
        <translation>%1 active links on GPU 0</translation>
    </message>
    <message>
        <source>nvlink -s shows active links but not which cards they join; capture nvidia-smi topo -m</source>
        <translation>nvlink -s shows active links but not which cards they join; capture nvidia-smi topo -m</translation>
    </message>
    <message>
        <source>no link matrix captured; none required</source>
        <translation>no link matrix captured; none required</translation>
    </message>
    <message>
        <source>no nvidia-smi topo -m in the capture</source>
        <translation>no nvidia-smi topo -m in the capture</translation>
    </message>
    <message>
        <source>MIG on (a slice was quoted)</source>
        <translation>MIG on (a slice was quoted)</translation>
    </message>
    <message>
        <source>MIG off: whole cards</source>
        <translation>MIG off: whole cards</translation>
    </message>
    <message>
        <source>MIG mode Enabled</source>
        <translation>MIG mode Enabled</translation>
    </message>
    <message numerus="yes">
        <source>%n MIG instance(s), e.g. %1</source>
        <translation>
            <numerusform>%n MIG instance, e.g. %1</numerusform>
            <numerusform>%n MIG instances, e.g. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG profiles listed (MIG mode on)</source>
        <translation>MIG profiles listed (MIG mode on)</translation>
    </message>
    <message>
        <source>MIG off</source>
        <translation>MIG off</translation>
    </message>
    <message>
        <source>no MIG mode in the capture (nvidia-smi shows it in the MIG M. column)</source>
        <translation>no MIG mode in the capture (nvidia-smi shows it in the MIG M. column)</translation>
    </message>
    <message>
        <source>no processes, at most %1 used per card</source>
        <translation>no processes, at most %1 used per card</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es), e.g. PID %1 %2 using %3</source>
        <translation>
            <numerusform>%n process, e.g. PID %1 %2 using %3</numerusform>
            <numerusform>%n processes, e.g. PID %1 %2 using %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in use on GPU %2</source>
        <translation>%1 in use on GPU %2</translation>
    </message>
    <message>
        <source>no processes listed</source>
        <translation>no processes listed</translation>
    </message>
    <message>
        <source>no card memory in use</source>
        <translation>no card memory in use</translation>
    </message>
    <message>
        <source>no process list (nvidia-smi --query-compute-apps) in the capture</source>
        <translation>no process list (nvidia-smi --query-compute-apps) in the capture</translation>
    </message>
    <message>
        <source>%1 or newer</source>
        <translation>%1 or newer</translation>
    </message>
    <message>
        <source>no driver version in the capture</source>
        <translation>no driver version in the capture</translation>
    </message>
    <message>
        <source>%1 cores, as quoted</source>
        <translation>%1 cores, as quoted</translation>
    </message>
    <message>
        <source>no lscpu or nproc in the capture</source>
        <translation>no lscpu or nproc in the capture</translation>
    </message>
    <message>
        <source>%1 cores, %2 per card</source>
        <translation>%1 cores, %2 per card</translation>
    </message>
    <message>
        <source>%1 GB, as quoted</source>
        <translation>%1 GB, as quoted</translation>
    </message>
    <message>
        <source>no free -g in the capture</source>
        <translation>no free -g in the capture</translation>
    </message>
    <message>
        <source>%1 GiB, %2 GiB per card</source>
        <translation>%1 GiB, %2 GiB per card</translation>
    </message>
    <message>
        <source>%1 GB local disk</source>
        <translation>%1 GB local disk</translation>
    </message>
    <message>
        <source>no df -h in the capture</source>
        <translation>no df -h in the capture</translation>
    </message>
    <message>
        <source>%1 GB on %2</source>
        <translation>%1 GB on %2</translation>
    </message>
    <message>
        <source>%1 %2 (pass from %3 %)</source>
        <translation>%1 %2 (pass from %3 %)</translation>
    </message>
    <message>
        <source>no disk read test in the capture (the acceptance script runs one)</source>
        <translation>no disk read test in the capture (the acceptance script runs one)</translation>
    </message>
    <message>
        <source>no download test in the capture (give the acceptance script a URL)</source>
        <translation>no download test in the capture (give the acceptance script a URL)</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) captured</source>
        <translation>
            <numerusform>%n machine captured</numerusform>
            <numerusform>%n machines captured</numerusform>
        </translation>
    </message>
    <message>
        <source>the same cards, memory, driver and links as %1</source>
        <translation>the same cards, memory, driver and links as %1</translation>
    </message>
    <message>
        <source>the same on every machine</source>
        <translation>the same on every machine</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) agree</source>
        <translation>
            <numerusform>%n machine agree</numerusform>
            <numerusform>%n machines agree</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG on: %n × %1 slice(s) per machine</source>
        <translation>
            <numerusform>MIG on: %n × %1 slice per machine</numerusform>
            <numerusform>MIG on: %n × %1 slices per machine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG on: %n slice(s) per machine</source>
        <translation>
            <numerusform>MIG on: %n slice per machine</numerusform>
            <numerusform>MIG on: %n slices per machine</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG on: %1 slices</source>
        <translation>MIG on: %1 slices</translation>
    </message>
    <message>
        <source>a %1 slice on GPU %2 in %3</source>
        <translation>a %1 slice on GPU %2 in %3</translation>
    </message>
    <message numerus="yes">
        <source>%n MIG slice(s) in %1</source>
        <translation>
            <numerusform>%n MIG slice in %1</numerusform>
            <numerusform>%n MIG slices in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 in %2</source>
        <translation>
            <numerusform>%n × %1 in %2</numerusform>
            <numerusform>%n × %1 in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete list of the MIG slices (nvidia-smi -L or nvidia-smi mig -lgi shows them)</source>
        <translation>no complete list of the MIG slices (nvidia-smi -L or nvidia-smi mig -lgi shows them)</translation>
    </message>
    <message>
        <source>%1 cores (%2 per card recommended)</source>
        <translation>%1 cores (%2 per card recommended)</translation>
    </message>
    <message>
        <source>%1 GB (%2 GB per card recommended)</source>
        <translation>%1 GB (%2 GB per card recommended)</translation>
    </message>
    <message>
        <source>%1 differs: %2</source>
        <translation>%1 differs: %2</translation>
    </message>
    <message>
        <source>not shown for both %1 and %2: %3</source>
        <translation>not shown for both %1 and %2: %3</translation>
    </message>
    <message>
        <source>the same cards, memory and driver as %1</source>
        <translation>the same cards, memory and driver as %1</translation>
    </message>
</context>
<context>
    <name>AcceptanceHeadline</name>
    <message>
        <source>, </source>
        <comment>between the names of items in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, NVLinked in groups of %2 inside one machine</source>
        <translation>%1, NVLinked in groups of %2 inside one machine</translation>
    </message>
    <message>
        <source>%1, in groups of %2 inside one machine</source>
        <translation>%1, in groups of %2 inside one machine</translation>
    </message>
    <message>
        <source>%1 for the peak phase &quot;%2&quot;</source>
        <translation>%1 for the peak phase &quot;%2&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%1 on each of %n machine(s), as quote &quot;%2&quot; states</source>
        <translation>
            <numerusform>%1 on each of %n machine, as quote &quot;%2&quot; states</numerusform>
            <numerusform>%1 on each of %n machines, as quote &quot;%2&quot; states</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in one machine, as quote &quot;%2&quot; states</source>
        <translation>%1 in one machine, as quote &quot;%2&quot; states</translation>
    </message>
    <message>
        <source>%1 per machine, as offer &quot;%2&quot; rents them</source>
        <translation>%1 per machine, as offer &quot;%2&quot; rents them</translation>
    </message>
    <message>
        <source>no machine captured</source>
        <translation>no machine captured</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of a model not shown</source>
        <translation>
            <numerusform>%n card of a model not shown</numerusform>
            <numerusform>%n cards of a model not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) (%1)</source>
        <translation>
            <numerusform>%n card (%1)</numerusform>
            <numerusform>%n cards (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many not shown</source>
        <translation>%1, how many not shown</translation>
    </message>
    <message>
        <source>no cards in the capture</source>
        <translation>no cards in the capture</translation>
    </message>
    <message>
        <source>%1 in one machine</source>
        <translation>%1 in one machine</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n machines</source>
        <translation>
            <numerusform>%1 in %n machine</numerusform>
            <numerusform>%1 in %n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with NVLink</source>
        <translation>%1 with NVLink</translation>
    </message>
    <message>
        <source>%1, NVLink between some of the cards</source>
        <translation>%1, NVLink between some of the cards</translation>
    </message>
    <message>
        <source>%1 without NVLink</source>
        <translation>%1 without NVLink</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>FAIL on %1</source>
        <translation>FAIL on %1</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>cannot tell</translation>
    </message>
    <message>
        <source>cannot tell: %1</source>
        <translation>cannot tell: %1</translation>
    </message>
    <message>
        <source>Expected %1; found %2: %3.</source>
        <translation>Expected %1; found %2: %3.</translation>
    </message>
</context>
<context>
    <name>AcceptanceProcedure</name>
    <message numerus="yes">
        <source>%n line(s), each &quot;%1, %2 MiB&quot;</source>
        <translation>
            <numerusform>%n line, each &quot;%1, %2 MiB&quot;</numerusform>
            <numerusform>%n lines, each &quot;%1, %2 MiB&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>Card model, count and memory</source>
        <translation>Card model, count and memory</translation>
    </message>
    <message>
        <source>Every card visible with its own UUID</source>
        <translation>Every card visible with its own UUID</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) &quot;GPU i: %1 (UUID: GPU-…)&quot;, no MIG device lines</source>
        <translation>
            <numerusform>%n line &quot;GPU i: %1 (UUID: GPU-…)&quot;, no MIG device lines</numerusform>
            <numerusform>%n lines &quot;GPU i: %1 (UUID: GPU-…)&quot;, no MIG device lines</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink between every pair of cards</source>
        <translation>NVLink between every pair of cards</translation>
    </message>
    <message>
        <source>%1 in every cell between two different GPUs (no PIX, PXB, PHB, NODE or SYS)</source>
        <translation>%1 in every cell between two different GPUs (no PIX, PXB, PHB, NODE or SYS)</translation>
    </message>
    <message>
        <source>Every NVLink link up</source>
        <translation>Every NVLink link up</translation>
    </message>
    <message>
        <source>Every link of every card shows a speed in GB/s; none shows inactive</source>
        <translation>Every link of every card shows a speed in GB/s; none shows inactive</translation>
    </message>
    <message>
        <source>How the cards are connected</source>
        <translation>How the cards are connected</translation>
    </message>
    <message numerus="yes">
        <source>The connection type the quote states, for all %n cards</source>
        <translation>
            <numerusform>The connection type the quote states, for all %n cards</numerusform>
            <numerusform>The connection type the quote states, for all %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG disabled</source>
        <translation>MIG disabled</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) &quot;Disabled&quot;</source>
        <translation>
            <numerusform>%n line &quot;Disabled&quot;</numerusform>
            <numerusform>%n lines &quot;Disabled&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>No foreign processes on the cards</source>
        <translation>No foreign processes on the cards</translation>
    </message>
    <message>
        <source>Only the header line &quot;pid, process_name, used_gpu_memory [MiB]&quot;, no process rows</source>
        <translation>Only the header line &quot;pid, process_name, used_gpu_memory [MiB]&quot;, no process rows</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU cores</translation>
    </message>
    <message>
        <source>CPU(s): at least %1</source>
        <translation>CPU(s): at least %1</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>System memory</translation>
    </message>
    <message>
        <source>Mem: total at least %1 (GiB)</source>
        <translation>Mem: total at least %1 (GiB)</translation>
    </message>
    <message>
        <source>Local NVMe size</source>
        <translation>Local NVMe size</translation>
    </message>
    <message>
        <source>An NVMe device (nvme…) of at least %1 GB, mounted where the data will live</source>
        <translation>An NVMe device (nvme…) of at least %1 GB, mounted where the data will live</translation>
    </message>
    <message>
        <source>Local disk read speed</source>
        <translation>Local disk read speed</translation>
    </message>
    <message>
        <source>The last line&apos;s rate reaches the read speed written in the quote</source>
        <translation>The last line&apos;s rate reaches the read speed written in the quote</translation>
    </message>
    <message>
        <source>Download bandwidth</source>
        <translation>Download bandwidth</translation>
    </message>
    <message>
        <source>At least %1 bytes/s (%2 Mbit/s)</source>
        <translation>At least %1 bytes/s (%2 Mbit/s)</translation>
    </message>
    <message>
        <source>No thermal or power throttling under load</source>
        <translation>No thermal or power throttling under load</translation>
    </message>
    <message>
        <source>While a real job runs for a few minutes, no thermal or power-brake slowdown is shown as active on any card</source>
        <translation>While a real job runs for a few minutes, no thermal or power-brake slowdown is shown as active on any card</translation>
    </message>
</context>
<context>
    <name>AcceptanceScript</name>
    <message>
        <source>&quot;%1&quot; is not a URL such as https://… (a scheme, then no spaces or control characters)</source>
        <translation>&quot;%1&quot; is not a URL such as https://… (a scheme, then no spaces or control characters)</translation>
    </message>
</context>
<context>
    <name>AcceptanceText</name>
    <message>
        <source>Card model</source>
        <translation>Card model</translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation>Number of cards</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Memory per card</translation>
    </message>
    <message>
        <source>Links between cards</source>
        <translation>Links between cards</translation>
    </message>
    <message>
        <source>MIG slicing</source>
        <translation>MIG slicing</translation>
    </message>
    <message>
        <source>Cards free of other processes</source>
        <translation>Cards free of other processes</translation>
    </message>
    <message>
        <source>Driver version</source>
        <translation>Driver version</translation>
    </message>
    <message>
        <source>CPU cores per card</source>
        <translation>CPU cores per card</translation>
    </message>
    <message>
        <source>RAM per card</source>
        <translation>RAM per card</translation>
    </message>
    <message>
        <source>Local disk size</source>
        <translation>Local disk size</translation>
    </message>
    <message>
        <source>Disk read speed</source>
        <translation>Disk read speed</translation>
    </message>
    <message>
        <source>Download speed</source>
        <translation>Download speed</translation>
    </message>
    <message>
        <source>Machines captured</source>
        <translation>Machines captured</translation>
    </message>
    <message>
        <source>Same on every machine</source>
        <translation>Same on every machine</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>cannot tell</translation>
    </message>
</context>
<context>
    <name>Assumptions</name>
    <message>
        <source>fp32 weights</source>
        <translation>fp32 weights</translation>
    </message>
    <message>
        <source>bf16 weights</source>
        <translation>bf16 weights</translation>
    </message>
    <message>
        <source>fp16 weights</source>
        <translation>fp16 weights</translation>
    </message>
    <message>
        <source>fp8 weights</source>
        <translation>fp8 weights</translation>
    </message>
    <message>
        <source>int8 weights</source>
        <translation>int8 weights</translation>
    </message>
    <message>
        <source>int4 weights</source>
        <translation>int4 weights</translation>
    </message>
    <message>
        <source>NF4 weights (double quantization)</source>
        <translation>NF4 weights (double quantization)</translation>
    </message>
    <message>
        <source>NF4 weights</source>
        <translation>NF4 weights</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 weights</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>paged 8-bit AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>paged AdamW</translation>
    </message>
    <message>
        <source>SGD without momentum</source>
        <translation>SGD without momentum</translation>
    </message>
    <message>
        <source>metric: allocated tensors</source>
        <translation>metric: allocated tensors</translation>
    </message>
    <message>
        <source>metric: reserved by PyTorch</source>
        <translation>metric: reserved by PyTorch</translation>
    </message>
    <message>
        <source>metric: whole device (nvidia-smi)</source>
        <translation>metric: whole device (nvidia-smi)</translation>
    </message>
    <message>
        <source>SDPA attention</source>
        <translation>SDPA attention</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>eager attention</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>no recomputation</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>selective recomputation</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <source>mixed precision</source>
        <translation>mixed precision</translation>
    </message>
    <message>
        <source>pure bf16</source>
        <translation>pure bf16</translation>
    </message>
    <message>
        <source>context %1 × micro-batch %2</source>
        <translation>context %1 × micro-batch %2</translation>
    </message>
    <message>
        <source>overhead fixed at %1 GiB</source>
        <translation>overhead fixed at %1 GiB</translation>
    </message>
    <message>
        <source>Assumes: %1</source>
        <translation>Assumes: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>context %1 × batch %2</source>
        <translation>context %1 × batch %2</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inference</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>full fine-tune</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>%1 pipeline stages, 1F1B with at least %1 micro-batches per step</source>
        <translation>%1 pipeline stages, 1F1B with at least %1 micro-batches per step</translation>
    </message>
    <message>
        <source>%1 pipeline stages</source>
        <translation>%1 pipeline stages</translation>
    </message>
    <message>
        <source>readied by PEFT: embeddings, head and norms in fp32</source>
        <translation>readied by PEFT: embeddings, head and norms in fp32</translation>
    </message>
    <message>
        <source>embeddings, head and norms left in 16 bits</source>
        <translation>embeddings, head and norms left in 16 bits</translation>
    </message>
    <message>
        <source>transformers Trainer&apos;s loss</source>
        <translation>transformers Trainer&apos;s loss</translation>
    </message>
    <message>
        <source>standard loss, logits kept to backward</source>
        <translation>standard loss, logits kept to backward</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>chunked loss</translation>
    </message>
    <message>
        <source>fused linear loss</source>
        <translation>fused linear loss</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with transformers&apos; auto buckets</source>
        <translation>DeepSpeed ZeRO-3 with transformers&apos; auto buckets</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with transformers&apos; auto buckets, no prefetch</source>
        <translation>DeepSpeed ZeRO-3 with transformers&apos; auto buckets, no prefetch</translation>
    </message>
    <message>
        <source>FSDP with %1-layer units, the next one prefetched</source>
        <translation>FSDP with %1-layer units, the next one prefetched</translation>
    </message>
    <message>
        <source>FSDP with %1-layer units, no prefetch</source>
        <translation>FSDP with %1-layer units, no prefetch</translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.1 or earlier</source>
        <translation>bitsandbytes 0.43.1 or earlier</translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.2 or later</source>
        <translation>bitsandbytes 0.43.2 or later</translation>
    </message>
    <message>
        <source>, frozen weights sharing the adapters&apos; units get gradients</source>
        <translation>, frozen weights sharing the adapters&apos; units get gradients</translation>
    </message>
    <message>
        <source>, gradients kept whole over %1 accumulated micro-batches</source>
        <translation>, gradients kept whole over %1 accumulated micro-batches</translation>
    </message>
</context>
<context>
    <name>Billing</name>
    <message>
        <source>no price yet: its price per machine and period is 0</source>
        <translation>no price yet: its price per machine and period is 0</translation>
    </message>
    <message>
        <source>no price yet: its price per machine-hour is 0</source>
        <translation>no price yet: its price per machine-hour is 0</translation>
    </message>
    <message>
        <source>no price yet: its price per card and period is 0</source>
        <translation>no price yet: its price per card and period is 0</translation>
    </message>
    <message>
        <source>no price yet: its price per card-hour is 0</source>
        <translation>no price yet: its price per card-hour is 0</translation>
    </message>
</context>
<context>
    <name>BillingAnalyzer</name>
    <message>
        <source>buying the hardware for this job</source>
        <translation>buying the hardware for this job</translation>
    </message>
    <message>
        <source>owned hardware, amortized</source>
        <translation>owned hardware, amortized</translation>
    </message>
    <message>
        <source>At %1 (%2) the cheaper of %3 and %4 changes; after it %5 is cheaper.</source>
        <translation>At %1 (%2) the cheaper of %3 and %4 changes; after it %5 is cheaper.</translation>
    </message>
    <message>
        <source>owned hardware per card-hour</source>
        <translation>owned hardware per card-hour</translation>
    </message>
    <message>
        <source>Above %1 % utilization, owning beats %2 (%3 per card-hour).</source>
        <translation>Above %1 % utilization, owning beats %2 (%3 per card-hour).</translation>
    </message>
    <message>
        <source>from %1: %2 cheaper than %3</source>
        <translation>from %1: %2 cheaper than %3</translation>
    </message>
    <message>
        <source>above %1 %: owning beats %2</source>
        <translation>above %1 %: owning beats %2</translation>
    </message>
    <message>
        <source>At %1 (%2) the cheapest way of paying changes from %3 to %4.</source>
        <translation>At %1 (%2) the cheapest way of paying changes from %3 to %4.</translation>
    </message>
</context>
<context>
    <name>BillingModes</name>
    <message>
        <source>on-demand</source>
        <translation>on-demand</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>weekly</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>monthly</translation>
    </message>
    <message>
        <source>yearly / reserved</source>
        <translation>yearly / reserved</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>pro rata</source>
        <translation>pro rata</translation>
    </message>
    <message>
        <source>no refund</source>
        <translation>no refund</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>%1 bytes is more than the %2 bytes a capture may have</source>
        <translation>%1 bytes is more than the %2 bytes a capture may have</translation>
    </message>
    <message>
        <source>the capture is empty: paste the output of nvidia-smi and the other acceptance commands</source>
        <translation>the capture is empty: paste the output of nvidia-smi and the other acceptance commands</translation>
    </message>
    <message>
        <source>this is not text (binary data or not UTF-8); save the commands&apos; output as a text file</source>
        <translation>this is not text (binary data or not UTF-8); save the commands&apos; output as a text file</translation>
    </message>
    <message>
        <source>no output of nvidia-smi, lscpu, free, df, nproc or the acceptance script was found in it</source>
        <translation>no output of nvidia-smi, lscpu, free, df, nproc or the acceptance script was found in it</translation>
    </message>
    <message>
        <source>the folder holds no capture files</source>
        <translation>the folder holds no capture files</translation>
    </message>
</context>
<context>
    <name>CardCatalog</name>
    <message>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation>duplicate card id &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>one card</source>
        <translation>one card</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>tensor parallel %1</translation>
    </message>
    <message>
        <source>%1 pipeline stages</source>
        <translation>%1 pipeline stages</translation>
    </message>
    <message>
        <source>ZeRO-%1 over %2 data-parallel ranks</source>
        <translation>ZeRO-%1 over %2 data-parallel ranks</translation>
    </message>
    <message>
        <source>%1 data-parallel replicas</source>
        <translation>%1 data-parallel replicas</translation>
    </message>
    <message>
        <source>No number of these cards up to %1 holds the job with these settings.</source>
        <translation>No number of these cards up to %1 holds the job with these settings.</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe only: expect a large slowdown; NVLink (SXM) cards suit it.</source>
        <translation>Tensor parallelism over PCIe only: expect a large slowdown; NVLink (SXM) cards suit it.</translation>
    </message>
    <message>
        <source>More than one 8-card machine: the machines need 100 GbE or InfiniBand between them.</source>
        <translation>More than one 8-card machine: the machines need 100 GbE or InfiniBand between them.</translation>
    </message>
    <message>
        <source>No ECC memory (consumer card): long runs can be silently corrupted.</source>
        <translation>No ECC memory (consumer card): long runs can be silently corrupted.</translation>
    </message>
    <message>
        <source>Supports MIG: check that the rented card is whole, not a slice (nvidia-smi -L).</source>
        <translation>Supports MIG: check that the rented card is whole, not a slice (nvidia-smi -L).</translation>
    </message>
    <message>
        <source>No native bf16: runs fp16 instead.</source>
        <translation>No native bf16: runs fp16 instead.</translation>
    </message>
    <message>
        <source>Tight: less than 5 % of the card&apos;s memory left.</source>
        <translation>Tight: less than 5 % of the card&apos;s memory left.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 card</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <source>, ZeRO-3</source>
        <translation>, ZeRO-3</translation>
    </message>
    <message>
        <source>, tensor parallel %1</source>
        <translation>, tensor parallel %1</translation>
    </message>
    <message>
        <source> with gradient checkpointing</source>
        <translation> with gradient checkpointing</translation>
    </message>
    <message>
        <source> and micro-batch 1</source>
        <translation> and micro-batch 1</translation>
    </message>
    <message>
        <source> with micro-batch 1</source>
        <translation> with micro-batch 1</translation>
    </message>
    <message>
        <source>Loading the model, not training it, sets the peak here.</source>
        <translation>Loading the model, not training it, sets the peak here.</translation>
    </message>
    <message>
        <source>also fits without gradient checkpointing (about %1 % less time)</source>
        <translation>also fits without gradient checkpointing (about %1 % less time)</translation>
    </message>
</context>
<context>
    <name>CashFlowSection</name>
    <message>
        <source>Month %1</source>
        <translation>Month %1</translation>
    </message>
    <message>
        <source>Cash flow by month</source>
        <translation>Cash flow by month</translation>
    </message>
    <message>
        <source>When the money of the recommended strategy (%1) is paid and when it comes back, month by month from the project start.</source>
        <translation>When the money of the recommended strategy (%1) is paid and when it comes back, month by month from the project start.</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Rent</translation>
    </message>
    <message>
        <source>Machines bought</source>
        <translation>Machines bought</translation>
    </message>
    <message>
        <source>Running costs and energy</source>
        <translation>Running costs and energy</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>Resale</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Cumulative</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Weekly, monthly and yearly offers are paid a period at a time, up front at the start of each period; hourly offers for the hours used in the month; storage as it accrues; machines in the month they are ordered, their running costs and energy over the months they are held, and their resale in the last of those months.</source>
        <translation>Weekly, monthly and yearly offers are paid a period at a time, up front at the start of each period; hourly offers for the hours used in the month; storage as it accrues; machines in the month they are ordered, their running costs and energy over the months they are held, and their resale in the last of those months.</translation>
    </message>
    <message>
        <source>The delay cost of %1 (waiting for the machines) is a cost to the project, not a payment: it is not in the months, and with it the total comes to the strategy&apos;s net cost of %2.</source>
        <translation>The delay cost of %1 (waiting for the machines) is a cost to the project, not a payment: it is not in the months, and with it the total comes to the strategy&apos;s net cost of %2.</translation>
    </message>
    <message>
        <source>The total is the strategy&apos;s net cost.</source>
        <translation>The total is the strategy&apos;s net cost.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>Most cash needed at once</source>
        <translation>Most cash needed at once</translation>
    </message>
    <message>
        <source>In month</source>
        <translation>In month</translation>
    </message>
    <message>
        <source>The most cash each strategy needs at once (its largest cumulative):</source>
        <translation>The most cash each strategy needs at once (its largest cumulative):</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Lists the GPU card catalog.</source>
        <translation>Lists the GPU card catalog.</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>Print JSON instead of a table.</translation>
    </message>
    <message>
        <source>list the GPU card catalog</source>
        <translation>list the GPU card catalog</translation>
    </message>
    <message>
        <source>Usage: rentplan [command] [options]</source>
        <translation>Usage: rentplan [command] [options]</translation>
    </message>
    <message>
        <source>Without a command, rentplan opens its window.</source>
        <translation>Without a command, rentplan opens its window.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commands:</translation>
    </message>
    <message>
        <source>Run &quot;rentplan &lt;command&gt; --help&quot; for its options.</source>
        <translation>Run &quot;rentplan &lt;command&gt; --help&quot; for its options.</translation>
    </message>
    <message>
        <source>rentplan: unknown command &quot;%1&quot;; see &quot;rentplan --help&quot;.</source>
        <translation>rentplan: unknown command &quot;%1&quot;; see &quot;rentplan --help&quot;.</translation>
    </message>
    <message>
        <source>what a job costs under each offer; break-even points</source>
        <translation>what a job costs under each offer; break-even points</translation>
    </message>
    <message>
        <source>estimate GPU memory and which cards fit</source>
        <translation>estimate GPU memory and which cards fit</translation>
    </message>
    <message>
        <source>Counts the parameters and KV-cache bytes of a model.</source>
        <translation>Counts the parameters and KV-cache bytes of a model.</translation>
    </message>
    <message>
        <source>A preset id or a config.json file.</source>
        <translation>A preset id or a config.json file.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Print JSON.</translation>
    </message>
    <message>
        <source>the model (a preset id or a config.json file)</source>
        <translation>the model (a preset id or a config.json file)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Active parameters</translation>
    </message>
    <message>
        <source>KV cache per token (16-bit)</source>
        <translation>KV cache per token (16-bit)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Shape</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), head dim %5</source>
        <translation>%1 layers, hidden %2, %3 heads (%4 KV), head dim %5</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warning: </translation>
    </message>
    <message>
        <source>count a model&apos;s parameters and KV cache</source>
        <translation>count a model&apos;s parameters and KV cache</translation>
    </message>
    <message>
        <source>missing --task (one of: %1)</source>
        <translation>missing --task (one of: %1)</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parameters</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA adapters</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Runtime overhead</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>Total per GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>fits</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>min %1</source>
        <translation>min %1</translation>
    </message>
    <message>
        <source>Estimates GPU memory per card for a model and a task, and which cards hold it.</source>
        <translation>Estimates GPU memory per card for a model and a task, and which cards hold it.</translation>
    </message>
    <message>
        <source>inference, full, lora or qlora.</source>
        <translation>inference, full, lora or qlora.</translation>
    </message>
    <message>
        <source>Weight format: %1 (default bf16; nf4 for qlora).</source>
        <translation>Weight format: %1 (default bf16; nf4 for qlora).</translation>
    </message>
    <message>
        <source>Sequence length in tokens (default 4096).</source>
        <translation>Sequence length in tokens (default 4096).</translation>
    </message>
    <message>
        <source>Micro-batch, or concurrent sequences (default 1).</source>
        <translation>Micro-batch, or concurrent sequences (default 1).</translation>
    </message>
    <message>
        <source>ZeRO stage for training (default 0).</source>
        <translation>ZeRO stage for training (default 0).</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (default 1).</source>
        <translation>Tensor-parallel degree (default 1).</translation>
    </message>
    <message>
        <source>mixed (default, fp32 master weights) or bf16.</source>
        <translation>mixed (default, fp32 master weights) or bf16.</translation>
    </message>
    <message>
        <source>LoRA rank (default 16).</source>
        <translation>LoRA rank (default 16).</translation>
    </message>
    <message>
        <source>qv or all linear layers (default all).</source>
        <translation>qv or all linear layers (default all).</translation>
    </message>
    <message>
        <source>A shipped model: %1.</source>
        <translation>A shipped model: %1.</translation>
    </message>
    <message>
        <source>A Hugging Face config.json.</source>
        <translation>A Hugging Face config.json.</translation>
    </message>
    <message>
        <source>A bare parameter count (7e9, 7B, 7000000000); the shape is inferred.</source>
        <translation>A bare parameter count (7e9, 7B, 7000000000); the shape is inferred.</translation>
    </message>
    <message>
        <source>With --params: the number of layers.</source>
        <translation>With --params: the number of layers.</translation>
    </message>
    <message>
        <source>With --params: the hidden size.</source>
        <translation>With --params: the hidden size.</translation>
    </message>
    <message>
        <source>give exactly one of --preset, --config or --params</source>
        <translation>give exactly one of --preset, --config or --params</translation>
    </message>
    <message>
        <source>--preset: unknown preset &quot;%1&quot;; known: %2</source>
        <translation>--preset: unknown preset &quot;%1&quot;; known: %2</translation>
    </message>
    <message>
        <source>--params: expected a count such as 7e9, 7B or 7000000000, got &quot;%1&quot;</source>
        <translation>--params: expected a count such as 7e9, 7B or 7000000000, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a preset (%2) nor an existing file</source>
        <translation>&quot;%1&quot; is neither a preset (%2) nor an existing file</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>missing %1</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unexpected argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--%1: expected a number, got &quot;%2&quot;</source>
        <translation>--%1: expected a number, got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--%1: %2 is outside the accepted range %3 to %4</source>
        <translation>--%1: %2 is outside the accepted range %3 to %4</translation>
    </message>
    <message>
        <source>--%1: expected a whole number, got &quot;%2&quot;</source>
        <translation>--%1: expected a whole number, got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--%1: unknown value &quot;%2&quot;; expected one of: %3</source>
        <translation>--%1: unknown value &quot;%2&quot;; expected one of: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n card(s), costs in %2</source>
        <translation>
            <numerusform>%1 on %n card, costs in %2</numerusform>
            <numerusform>%1 on %n cards, costs in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Start date, YYYY-MM-DD (required).</source>
        <translation>Start date, YYYY-MM-DD (required).</translation>
    </message>
    <message>
        <source>Card: a catalog id such as a100-sxm-80g, or any name (required).</source>
        <translation>Card: a catalog id such as a100-sxm-80g, or any name (required).</translation>
    </message>
    <message>
        <source>Number of cards (required).</source>
        <translation>Number of cards (required).</translation>
    </message>
    <message>
        <source>Hours billed (required).</source>
        <translation>Hours billed (required).</translation>
    </message>
    <message>
        <source>What the job really cost (required).</source>
        <translation>What the job really cost (required).</translation>
    </message>
    <message>
        <source>Hours the cards really computed (default: all billed hours).</source>
        <translation>Hours the cards really computed (default: all billed hours).</translation>
    </message>
    <message>
        <source>Provider.</source>
        <translation>Provider.</translation>
    </message>
    <message>
        <source>Billing mode (on-demand, monthly, spot, ...).</source>
        <translation>Billing mode (on-demand, monthly, spot, ...).</translation>
    </message>
    <message>
        <source>Currency of the cost.</source>
        <translation>Currency of the cost.</translation>
    </message>
    <message>
        <source>Task (inference, LoRA fine-tune, ...).</source>
        <translation>Task (inference, LoRA fine-tune, ...).</translation>
    </message>
    <message>
        <source>Model trained or served.</source>
        <translation>Model trained or served.</translation>
    </message>
    <message>
        <source>What the job produced.</source>
        <translation>What the job produced.</translation>
    </message>
    <message>
        <source>Tags separated by &apos;;&apos;.</source>
        <translation>Tags separated by &apos;;&apos;.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Notes.</translation>
    </message>
    <message>
        <source>Plan the job realized.</source>
        <translation>Plan the job realized.</translation>
    </message>
    <message>
        <source>Phase of that plan.</source>
        <translation>Phase of that plan.</translation>
    </message>
    <message>
        <source>The phase&apos;s planned cost.</source>
        <translation>The phase&apos;s planned cost.</translation>
    </message>
    <message>
        <source>record jobs and see where the money went</source>
        <translation>record jobs and see where the money went</translation>
    </message>
    <message>
        <source>Prints what a job costs under every offer of a plan and on self-built hardware, or with --break-even every duration at which the cheapest way of paying changes (searched up to 3 years).</source>
        <translation>Prints what a job costs under every offer of a plan and on self-built hardware, or with --break-even every duration at which the cheapest way of paying changes (searched up to 3 years).</translation>
    </message>
    <message>
        <source>The .rentplan file.</source>
        <translation>The .rentplan file.</translation>
    </message>
    <message>
        <source>Job duration in hours of computing.</source>
        <translation>Job duration in hours of computing.</translation>
    </message>
    <message>
        <source>Print break-even durations and utilizations instead.</source>
        <translation>Print break-even durations and utilizations instead.</translation>
    </message>
    <message>
        <source>GPUs the job needs (default 1).</source>
        <translation>GPUs the job needs (default 1).</translation>
    </message>
    <message>
        <source>Share of time self-built cards compute, above 0 up to 1 (default 1).</source>
        <translation>Share of time self-built cards compute, above 0 up to 1 (default 1).</translation>
    </message>
    <message>
        <source>Data sent out of the provider during the job, in GB (default 0).</source>
        <translation>Data sent out of the provider during the job, in GB (default 0).</translation>
    </message>
    <message>
        <source>the plan file</source>
        <translation>the plan file</translation>
    </message>
    <message>
        <source>(none within 3 years)</source>
        <translation>(none within 3 years)</translation>
    </message>
    <message>
        <source>billed %1, wall %2</source>
        <translation>billed %1, wall %2</translation>
    </message>
    <message>
        <source>never finishes: interruptions come faster than work is saved</source>
        <translation>never finishes: interruptions come faster than work is saved</translation>
    </message>
    <message>
        <source>dedicated</source>
        <translation>dedicated</translation>
    </message>
    <message>
        <source>amortized</source>
        <translation>amortized</translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <translation>%1 per card-hour</translation>
    </message>
    <message>
        <source>Durations at which the cheaper of two offers changes:</source>
        <translation>Durations at which the cheaper of two offers changes:</translation>
    </message>
    <message>
        <source>Against self-built hardware bought for the job:</source>
        <translation>Against self-built hardware bought for the job:</translation>
    </message>
    <message>
        <source>Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.</source>
        <translation>Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>owning beats %1 above %2%3</source>
        <translation>owning beats %1 above %2%3</translation>
    </message>
    <message>
        <source> (never reachable)</source>
        <translation> (never reachable)</translation>
    </message>
    <message>
        <source>%1: save every %2 min; each hour of work takes %3 h of wall time.</source>
        <translation>%1: save every %2 min; each hour of work takes %3 h of wall time.</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>endless</translation>
    </message>
    <message>
        <source>rentplan ledger import: more errors were not shown (at most %1 are listed)</source>
        <translation>rentplan ledger import: more errors were not shown (at most %1 are listed)</translation>
    </message>
    <message>
        <source>Imports jobs from a ledger CSV (or a JSON export), all or nothing.</source>
        <translation>Imports jobs from a ledger CSV (or a JSON export), all or nothing.</translation>
    </message>
    <message>
        <source>The CSV file (header: %1).</source>
        <translation>The CSV file (header: %1).</translation>
    </message>
    <message>
        <source>Import even if the same file was imported before.</source>
        <translation>Import even if the same file was imported before.</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>the file to import</translation>
    </message>
    <message>
        <source>this file was already imported into %1; nothing was imported (use --force to import it again)</source>
        <translation>this file was already imported into %1; nothing was imported (use --force to import it again)</translation>
    </message>
    <message>
        <source>rentplan ledger import: nothing was imported</source>
        <translation>rentplan ledger import: nothing was imported</translation>
    </message>
    <message>
        <source>Imported %1 jobs into %2</source>
        <translation>Imported %1 jobs into %2</translation>
    </message>
    <message>
        <source>Writes every job to a CSV or JSON file.</source>
        <translation>Writes every job to a CSV or JSON file.</translation>
    </message>
    <message>
        <source>Target file, ending in .csv or .json.</source>
        <translation>Target file, ending in .csv or .json.</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>the file to write</translation>
    </message>
    <message>
        <source>Exported %1 jobs to %2</source>
        <translation>Exported %1 jobs to %2</translation>
    </message>
    <message>
        <source>Records one job.</source>
        <translation>Records one job.</translation>
    </message>
    <message>
        <source>Recorded job %1 in %2</source>
        <translation>Recorded job %1 in %2</translation>
    </message>
    <message>
        <source>Lists the newest jobs.</source>
        <translation>Lists the newest jobs.</translation>
    </message>
    <message>
        <source>How many jobs (default 50).</source>
        <translation>How many jobs (default 50).</translation>
    </message>
    <message>
        <source>Where the money went: totals, by card, provider and month, plan versus actual.</source>
        <translation>Where the money went: totals, by card, provider and month, plan versus actual.</translation>
    </message>
    <message>
        <source>First day, YYYY-MM-DD.</source>
        <translation>First day, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Last day, YYYY-MM-DD.</source>
        <translation>Last day, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Print JSON instead of text.</translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation>Jobs: %1</translation>
    </message>
    <message>
        <source>Total cost: %1</source>
        <translation>Total cost: %1</translation>
    </message>
    <message>
        <source>Billed card-hours: %1 (busy %2)</source>
        <translation>Billed card-hours: %1 (busy %2)</translation>
    </message>
    <message>
        <source>Idle cost: %1</source>
        <translation>Idle cost: %1</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Actions:</translation>
    </message>
    <message>
        <source>Run &quot;rentplan ledger &lt;action&gt; --help&quot; for every option.</source>
        <translation>Run &quot;rentplan ledger &lt;action&gt; --help&quot; for every option.</translation>
    </message>
    <message>
        <source>--offload: &quot;%1&quot; is not one of %2</source>
        <translation>--offload: &quot;%1&quot; is not one of %2</translation>
    </message>
    <message>
        <source>--flash-attn is --attention sdpa; it contradicts --attention eager</source>
        <translation>--flash-attn is --attention sdpa; it contradicts --attention eager</translation>
    </message>
    <message>
        <source>KV cache format: bf16 (default), fp8 or fp32.</source>
        <translation>KV cache format: bf16 (default), fp8 or fp32.</translation>
    </message>
    <message>
        <source>%1 (default adamw; sgd keeps momentum).</source>
        <translation>%1 (default adamw; sgd keeps momentum).</translation>
    </message>
    <message>
        <source>The optimizer steps inside backward: no full gradient buffer.</source>
        <translation>The optimizer steps inside backward: no full gradient buffer.</translation>
    </message>
    <message>
        <source>sdpa (default: PyTorch SDPA or FlashAttention, no sequence-squared scores) or eager.</source>
        <translation>sdpa (default: PyTorch SDPA or FlashAttention, no sequence-squared scores) or eager.</translation>
    </message>
    <message>
        <source>Same as --attention sdpa.</source>
        <translation>Same as --attention sdpa.</translation>
    </message>
    <message>
        <source>LoRA dropout probability (default 0.05; 0 = off): each adapted input is copied.</source>
        <translation>LoRA dropout probability (default 0.05; 0 = off): each adapted input is copied.</translation>
    </message>
    <message>
        <source>DoRA: LoRA with a trained magnitude vector per adapted layer.</source>
        <translation>DoRA: LoRA with a trained magnitude vector per adapted layer.</translation>
    </message>
    <message>
        <source>Move to host RAM: optimizer, params, activations (comma-separated).</source>
        <translation>Move to host RAM: optimizer, params, activations (comma-separated).</translation>
    </message>
    <message>
        <source>What the total counts: allocated (tensors), reserved (+ allocator cache) or device (default, + CUDA context: what nvidia-smi shows).</source>
        <translation>What the total counts: allocated (tensors), reserved (+ allocator cache) or device (default, + CUDA context: what nvidia-smi shows).</translation>
    </message>
    <message>
        <source>Fixed overhead per GPU in GiB, replacing the modelled CUDA context and allocator reserve.</source>
        <translation>Fixed overhead per GPU in GiB, replacing the modelled CUDA context and allocator reserve.</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <source>Peak while loading</source>
        <translation>Peak while loading</translation>
    </message>
    <message>
        <source>(decides the fit)</source>
        <translation>(decides the fit)</translation>
    </message>
    <message>
        <source>Host RAM (offloaded)</source>
        <translation>Host RAM (offloaded)</translation>
    </message>
    <message>
        <source>or %1</source>
        <translation>or %1</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>Language model</translation>
    </message>
    <message>
        <source>Vision tower and projector</source>
        <translation>Vision tower and projector</translation>
    </message>
    <message>
        <source>With --params: the KV heads (default: the matching preset&apos;s, else 8 from 30B up).</source>
        <translation>With --params: the KV heads (default: the matching preset&apos;s, else 8 from 30B up).</translation>
    </message>
    <message>
        <source>--kv-heads applies to --params only; a preset or config gives its own</source>
        <translation>--kv-heads applies to --params only; a preset or config gives its own</translation>
    </message>
    <message>
        <source>--kv-heads: %1 does not divide the %2 attention heads of the inferred shape</source>
        <translation>--kv-heads: %1 does not divide the %2 attention heads of the inferred shape</translation>
    </message>
    <message>
        <source>Writes the plan as a PDF for procurement: requirement, recommended configuration, budget, billing comparison, quote checklist and delivery-day acceptance procedure.</source>
        <translation>Writes the plan as a PDF for procurement: requirement, recommended configuration, budget, billing comparison, quote checklist and delivery-day acceptance procedure.</translation>
    </message>
    <message>
        <source>Export one of the plan&apos;s scenarios instead of the plan as saved.</source>
        <translation>Export one of the plan&apos;s scenarios instead of the plan as saved.</translation>
    </message>
    <message>
        <source>Language of the document (default: the application&apos;s language).</source>
        <translation>Language of the document (default: the application&apos;s language).</translation>
    </message>
    <message>
        <source>Paper size (default A4).</source>
        <translation>Paper size (default A4).</translation>
    </message>
    <message>
        <source>give the PDF to write with -o FILE</source>
        <translation>give the PDF to write with -o FILE</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Prints a project plan: each phase&apos;s timing, hours, card and cost, the cheapest cards for it, and what renting per phase, buying and owning a baseline cost, with a recommendation.</source>
        <translation>Prints a project plan: each phase&apos;s timing, hours, card and cost, the cheapest cards for it, and what renting per phase, buying and owning a baseline cost, with a recommendation.</translation>
    </message>
    <message>
        <source>Evaluate this scenario saved in the plan instead of the plan&apos;s own phases.</source>
        <translation>Evaluate this scenario saved in the plan instead of the plan&apos;s own phases.</translation>
    </message>
    <message>
        <source>a project&apos;s phases, card ranking and rent / buy / hybrid costs</source>
        <translation>a project&apos;s phases, card ranking and rent / buy / hybrid costs</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>no GPU</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>Project plan</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>scenario &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The plan has no phases yet.</source>
        <translation>The plan has no phases yet.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>%1 (auto)</source>
        <translation>%1 (auto)</translation>
    </message>
    <message>
        <source>no quote</source>
        <translation>no quote</translation>
    </message>
    <message numerus="yes">
        <source>Peak: %n card(s); %1 card-hours over %2.</source>
        <translation>
            <numerusform>Peak: %n card; %1 card-hours over %2.</numerusform>
            <numerusform>Peak: %n cards; %1 card-hours over %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>Per card-hour</translation>
    </message>
    <message>
        <source>Owned use</source>
        <translation>Owned use</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Idle card-h</source>
        <translation>Idle card-h</translation>
    </message>
    <message numerus="yes">
        <source>best baseline: %n owned card(s)</source>
        <translation>
            <numerusform>best baseline: %n owned card</numerusform>
            <numerusform>best baseline: %n owned cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks a rented machine against the plan: card model and count, memory, NVLink, MIG, foreign processes, driver, CPU and RAM per card, disk and network. Give the saved output of nvidia-smi, lscpu, free -g, df -h, nproc (or the acceptance script&apos;s file); a folder holds one file or sub-folder per machine. Exit code 0: all pass; 1: something fails or cannot be told; 2: bad input.</source>
        <translation>Checks a rented machine against the plan: card model and count, memory, NVLink, MIG, foreign processes, driver, CPU and RAM per card, disk and network. Give the saved output of nvidia-smi, lscpu, free -g, df -h, nproc (or the acceptance script&apos;s file); a folder holds one file or sub-folder per machine. Exit code 0: all pass; 1: something fails or cannot be told; 2: bad input.</translation>
    </message>
    <message>
        <source>A capture file or a folder of them.</source>
        <translation>A capture file or a folder of them.</translation>
    </message>
    <message>
        <source>the plan file and the captures</source>
        <translation>the plan file and the captures</translation>
    </message>
    <message>
        <source>check a rented machine against the plan (pass/fail per item)</source>
        <translation>check a rented machine against the plan (pass/fail per item)</translation>
    </message>
    <message>
        <source>Prints a bash script to run on each rented machine. It only reads (nvidia-smi, lscpu, free, df, nproc, a dd test on its own temporary file, an optional download) and writes one file for &quot;rentplan accept&quot;.</source>
        <translation>Prints a bash script to run on each rented machine. It only reads (nvidia-smi, lscpu, free, df, nproc, a dd test on its own temporary file, an optional download) and writes one file for &quot;rentplan accept&quot;.</translation>
    </message>
    <message>
        <source>The quote the machine was rented on.</source>
        <translation>The quote the machine was rented on.</translation>
    </message>
    <message>
        <source>Folder on the data disk for the dd test (default /data).</source>
        <translation>Folder on the data disk for the dd test (default /data).</translation>
    </message>
    <message>
        <source>Size of the dd test file in MiB, 0 for no disk test (default 2048).</source>
        <translation>Size of the dd test file in MiB, 0 for no disk test (default 2048).</translation>
    </message>
    <message>
        <source>A large file to download for the network test.</source>
        <translation>A large file to download for the network test.</translation>
    </message>
    <message>
        <source>print the read-only capture script for delivery acceptance</source>
        <translation>print the read-only capture script for delivery acceptance</translation>
    </message>
    <message>
        <source>expected: %1</source>
        <translation>expected: %1</translation>
    </message>
    <message>
        <source>read: %1:%2: %3</source>
        <translation>read: %1:%2: %3</translation>
    </message>
    <message>
        <source>Machine %1</source>
        <translation>Machine %1</translation>
    </message>
    <message>
        <source>All machines</source>
        <translation>All machines</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
    <message>
        <source>Prints a bash script that stops the rented machine after the GPUs have stayed below a utilization threshold for some minutes. Save it (&gt; watchdog.sh), try it with --dry-run, read its warning: jobs with long CPU-only stretches look idle to it.</source>
        <translation>Prints a bash script that stops the rented machine after the GPUs have stayed below a utilization threshold for some minutes. Save it (&gt; watchdog.sh), try it with --dry-run, read its warning: jobs with long CPU-only stretches look idle to it.</translation>
    </message>
    <message>
        <source>Average GPU utilization in per cent below which a check counts as idle (default 5).</source>
        <translation>Average GPU utilization in per cent below which a check counts as idle (default 5).</translation>
    </message>
    <message>
        <source>Idle minutes before stopping (default 30).</source>
        <translation>Idle minutes before stopping (default 30).</translation>
    </message>
    <message>
        <source>What stops the machine, e.g. the provider&apos;s stop command (default: shutdown -h now).</source>
        <translation>What stops the machine, e.g. the provider&apos;s stop command (default: shutdown -h now).</translation>
    </message>
    <message>
        <source>Seconds between checks (default 60).</source>
        <translation>Seconds between checks (default 60).</translation>
    </message>
    <message>
        <source>Comma-separated programs that keep the machine up while they run (default: rsync,scp,rclone; &quot;&quot; for none).</source>
        <translation>Comma-separated programs that keep the machine up while they run (default: rsync,scp,rclone; &quot;&quot; for none).</translation>
    </message>
    <message>
        <source>min —</source>
        <translation>min —</translation>
    </message>
    <message>
        <source>no count up to %1 cards holds these settings</source>
        <translation>no count up to %1 cards holds these settings</translation>
    </message>
    <message>
        <source>print an idle-shutdown script for a rented machine</source>
        <translation>print an idle-shutdown script for a rented machine</translation>
    </message>
    <message>
        <source>With --break-even: every pair of offers, not only where the cheapest offer changes (at most %1 offers).</source>
        <translation>With --break-even: every pair of offers, not only where the cheapest offer changes (at most %1 offers).</translation>
    </message>
    <message>
        <source>--all-pairs goes with --break-even</source>
        <translation>--all-pairs goes with --break-even</translation>
    </message>
    <message>
        <source>has %1 offers; --all-pairs compares every pair and accepts at most %2 offers. Without it, --break-even lists where the cheapest offer changes, for any number of offers.</source>
        <translation>has %1 offers; --all-pairs compares every pair and accepts at most %2 offers. Without it, --break-even lists where the cheapest offer changes, for any number of offers.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>after it %1 is cheaper than %2</source>
        <translation>after it %1 is cheaper than %2</translation>
    </message>
    <message>
        <source>No jobs yet: add one with &quot;rentplan ledger add&quot; or import a CSV with &quot;rentplan ledger import&quot;.</source>
        <translation>No jobs yet: add one with &quot;rentplan ledger add&quot; or import a CSV with &quot;rentplan ledger import&quot;.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Money is shown per currency; amounts in different currencies are never added.</source>
        <translation>Money is shown per currency; amounts in different currencies are never added.</translation>
    </message>
    <message>
        <source>Jobs without a currency:</source>
        <translation>Jobs without a currency:</translation>
    </message>
    <message>
        <source>In %1:</source>
        <translation>In %1:</translation>
    </message>
    <message>
        <source>Only jobs paid in this currency (money in different currencies is never added up).</source>
        <translation>Only jobs paid in this currency (money in different currencies is never added up).</translation>
    </message>
    <message>
        <source>Durations at which the cheapest offer changes:</source>
        <translation>Durations at which the cheapest offer changes:</translation>
    </message>
    <message>
        <source>the plan as a PDF for procurement</source>
        <translation>the plan as a PDF for procurement</translation>
    </message>
    <message>
        <source>--%1 applies to --task lora or qlora; this estimate is for --task %2</source>
        <translation>--%1 applies to --task lora or qlora; this estimate is for --task %2</translation>
    </message>
    <message>
        <source>The plan has no quotes.</source>
        <translation>The plan has no quotes.</translation>
    </message>
    <message>
        <source>The plan has no GPU phases: nothing to finish, so no cost to compare.</source>
        <translation>The plan has no GPU phases: nothing to finish, so no cost to compare.</translation>
    </message>
    <message>
        <source>%1, %2 (quote %3):</source>
        <translation>%1, %2 (quote %3):</translation>
    </message>
    <message>
        <source>Compares the plan&apos;s quotes on what finishing its GPU phases costs on each quote&apos;s machines (hours from the planner&apos;s model with the quote&apos;s links, fabric and CPU cores), not on the hourly price, and lists the phases a quote cannot run.</source>
        <translation>Compares the plan&apos;s quotes on what finishing its GPU phases costs on each quote&apos;s machines (hours from the planner&apos;s model with the quote&apos;s links, fabric and CPU cores), not on the hourly price, and lists the phases a quote cannot run.</translation>
    </message>
    <message>
        <source>Use this scenario&apos;s phases instead of the plan&apos;s own.</source>
        <translation>Use this scenario&apos;s phases instead of the plan&apos;s own.</translation>
    </message>
    <message>
        <source>the plan&apos;s quotes compared on the cost to finish its phases</source>
        <translation>the plan&apos;s quotes compared on the cost to finish its phases</translation>
    </message>
    <message>
        <source>By person:</source>
        <translation>By person:</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: rentplan ledger [--db FILE|postgresql://…|profile:NAME] &lt;action&gt; [options]</source>
        <translation>Usage: rentplan ledger [--db FILE|postgresql://…|profile:NAME] &lt;action&gt; [options]</translation>
    </message>
    <message>
        <source>missing the action (import, export, add, list, stats, init or push)</source>
        <translation>missing the action (import, export, add, list, stats, init or push)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; expected import, export, add, list, stats, init or push</source>
        <translation>unknown action &quot;%1&quot;; expected import, export, add, list, stats, init or push</translation>
    </message>
    <message>
        <source>--db needs a file name, a postgresql:// URI or profile:NAME</source>
        <translation>--db needs a file name, a postgresql:// URI or profile:NAME</translation>
    </message>
    <message>
        <source>rentplan ledger: warning: the URI holds a password, which shells keep in their history; prefer ~/.pgpass or PGPASSWORD</source>
        <translation>rentplan ledger: warning: the URI holds a password, which shells keep in their history; prefer ~/.pgpass or PGPASSWORD</translation>
    </message>
    <message>
        <source>rentplan ledger: warning: %1 is not a local server and TLS is not required (sslmode=%2); passwords and costs may cross the network unencrypted. Use sslmode=verify-full.</source>
        <translation>rentplan ledger: warning: %1 is not a local server and TLS is not required (sslmode=%2); passwords and costs may cross the network unencrypted. Use sslmode=verify-full.</translation>
    </message>
    <message>
        <source>Ledger: a SQLite file (default: the ledger in RentPlan&apos;s data folder), a team ledger as postgresql://user@host:5432/database, or profile:NAME for a saved connection.</source>
        <translation>Ledger: a SQLite file (default: the ledger in RentPlan&apos;s data folder), a team ledger as postgresql://user@host:5432/database, or profile:NAME for a saved connection.</translation>
    </message>
    <message>
        <source>Creates the ledger: a personal SQLite file, or the team ledger&apos;s tables in an empty PostgreSQL database (never in one that holds other tables).</source>
        <translation>Creates the ledger: a personal SQLite file, or the team ledger&apos;s tables in an empty PostgreSQL database (never in one that holds other tables).</translation>
    </message>
    <message>
        <source>--roles needs a team ledger (--db postgresql://…): a personal ledger has no roles</source>
        <translation>--roles needs a team ledger (--db postgresql://…): a personal ledger has no roles</translation>
    </message>
    <message>
        <source>The team ledger %1 is ready (schema version %2).</source>
        <translation>The team ledger %1 is ready (schema version %2).</translation>
    </message>
    <message>
        <source>Roles: give each person one with GRANT rentplan_reader|rentplan_writer|rentplan_admin TO name;</source>
        <translation>Roles: give each person one with GRANT rentplan_reader|rentplan_writer|rentplan_admin TO name;</translation>
    </message>
    <message>
        <source>The ledger %1 is ready.</source>
        <translation>The ledger %1 is ready.</translation>
    </message>
    <message>
        <source>Copies the jobs of a personal ledger into the team ledger. Jobs pushed before are recognised by their content and skipped, so pushing again is safe.</source>
        <translation>Copies the jobs of a personal ledger into the team ledger. Jobs pushed before are recognised by their content and skipped, so pushing again is safe.</translation>
    </message>
    <message>
        <source>The personal ledger (a SQLite file).</source>
        <translation>The personal ledger (a SQLite file).</translation>
    </message>
    <message>
        <source>push needs --from FILE, the personal ledger to copy</source>
        <translation>push needs --from FILE, the personal ledger to copy</translation>
    </message>
    <message>
        <source>push copies into a team ledger: give --db a postgresql:// URI or profile:NAME</source>
        <translation>push copies into a team ledger: give --db a postgresql:// URI or profile:NAME</translation>
    </message>
    <message>
        <source>Pushed %1 to %2: %3 added, %4 already there and skipped.</source>
        <translation>Pushed %1 to %2: %3 added, %4 already there and skipped.</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full (gradient checkpointing). Default: full for full, lora and qlora, as PEFT, torchtune and LLaMA-Factory run; inference has nothing to recompute.</source>
        <translation>Activation recomputation: none, selective or full (gradient checkpointing). Default: full for full, lora and qlora, as PEFT, torchtune and LLaMA-Factory run; inference has nothing to recompute.</translation>
    </message>
    <message>
        <source>--%1 describes one job; it does not go with --phase</source>
        <translation>--%1 describes one job; it does not go with --phase</translation>
    </message>
    <message>
        <source>the plan has no phases</source>
        <translation>the plan has no phases</translation>
    </message>
    <message>
        <source>no phase &quot;%1&quot;; the plan has: %2</source>
        <translation>no phase &quot;%1&quot;; the plan has: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs without a GPU: there are no cards to compare</source>
        <translation>&quot;%1&quot; runs without a GPU: there are no cards to compare</translation>
    </message>
    <message>
        <source>Instead of one job: what each offer costs to finish this phase of the plan, each card at its own hours and with the split it would run with (the phase&apos;s ranking in &quot;plan --json&quot;).</source>
        <translation>Instead of one job: what each offer costs to finish this phase of the plan, each card at its own hours and with the split it would run with (the phase&apos;s ranking in &quot;plan --json&quot;).</translation>
    </message>
    <message>
        <source>With --phase: the phase as this scenario saved in the plan has it.</source>
        <translation>With --phase: the phase as this scenario saved in the plan has it.</translation>
    </message>
    <message>
        <source>--scenario goes with --phase</source>
        <translation>--scenario goes with --phase</translation>
    </message>
    <message>
        <source>give either --hours T, --break-even or --phase ID</source>
        <translation>give either --hours T, --break-even or --phase ID</translation>
    </message>
    <message>
        <source>cheapest to finish: %1 × %2 on %3 (%4), %5, %6</source>
        <translation>cheapest to finish: %1 × %2 on %3 (%4), %5, %6</translation>
    </message>
    <message>
        <source>incomplete: no price for %1</source>
        <translation>incomplete: no price for %1</translation>
    </message>
    <message>
        <source>%1 days after the deadline day</source>
        <translation>%1 days after the deadline day</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s), %1 up front, %2 back at resale after %3 months held; amortized instead: %4</source>
        <translation>
            <numerusform>%n machine, %1 up front, %2 back at resale after %3 months held; amortized instead: %4</numerusform>
            <numerusform>%n machines, %1 up front, %2 back at resale after %3 months held; amortized instead: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run the plan: %1</source>
        <translation>cannot run the plan: %1</translation>
    </message>
    <message>
        <source>Cost to finish &quot;%1&quot; on each way to run it, cheapest first (costs in %2):</source>
        <translation>Cost to finish &quot;%1&quot; on each way to run it, cheapest first (costs in %2):</translation>
    </message>
    <message>
        <source>Its hours are the same on every card (%1), so offers differ only in price and billing.</source>
        <translation>Its hours are the same on every card (%1), so offers differ only in price and billing.</translation>
    </message>
    <message>
        <source>data work</source>
        <translation>data work</translation>
    </message>
    <message>
        <source>typed hours</source>
        <translation>typed hours</translation>
    </message>
    <message>
        <source>How they run</source>
        <translation>How they run</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>cannot run: %1</translation>
    </message>
    <message>
        <source>, S = %1</source>
        <translation>, S = %1</translation>
    </message>
    <message numerus="yes">
        <source>For %n card(s); durations searched up to %1 (3 years).</source>
        <translation>
            <numerusform>For %n card; durations searched up to %1 (3 years).</numerusform>
            <numerusform>For %n cards; durations searched up to %1 (3 years).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing interrupts it: no checkpoints needed.</source>
        <translation>Nothing interrupts it: no checkpoints needed.</translation>
    </message>
    <message>
        <source>Daly&apos;s interval %1 min, Young&apos;s %2 min; no maximum loss set.</source>
        <translation>Daly&apos;s interval %1 min, Young&apos;s %2 min; no maximum loss set.</translation>
    </message>
    <message>
        <source>Daly&apos;s interval %1 min, Young&apos;s %2 min; the maximum loss allows at most %3 min.</source>
        <translation>Daly&apos;s interval %1 min, Young&apos;s %2 min; the maximum loss allows at most %3 min.</translation>
    </message>
    <message>
        <source>Searches that stopped short (costs a hair apart, billed in small steps); every change before the point reached is listed above:</source>
        <translation>Searches that stopped short (costs a hair apart, billed in small steps); every change before the point reached is listed above:</translation>
    </message>
    <message>
        <source>the cheapest offer</source>
        <translation>the cheapest offer</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <source>searched up to %1</source>
        <translation>searched up to %1</translation>
    </message>
    <message>
        <source>The PDF to write (replaced only when the whole file is ready); - for standard output.</source>
        <translation>The PDF to write (replaced only when the whole file is ready); - for standard output.</translation>
    </message>
    <message>
        <source>Replace an existing file that is not a PDF.</source>
        <translation>Replace an existing file that is not a PDF.</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Replace an existing file that is not a request for quotation.</source>
        <translation>Replace an existing file that is not a request for quotation.</translation>
    </message>
    <message>
        <source>Ask for one of the plan&apos;s scenarios instead of the plan as saved.</source>
        <translation>Ask for one of the plan&apos;s scenarios instead of the plan as saved.</translation>
    </message>
    <message>
        <source>Language of the column names (default: the application&apos;s language).</source>
        <translation>Language of the column names (default: the application&apos;s language).</translation>
    </message>
    <message>
        <source>request for quotation</source>
        <translation>request for quotation</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>Check against this quote of the plan (default: what the plan&apos;s peak phase needs: its cards of one model, on any machines).</source>
        <translation>Check against this quote of the plan (default: what the plan&apos;s peak phase needs: its cards of one model, on any machines).</translation>
    </message>
    <message>
        <source>not compared, no price: %1 is 0</source>
        <translation>not compared, no price: %1 is 0</translation>
    </message>
    <message>
        <source>%1: not compared, no price: %2 is 0</source>
        <translation>%1: not compared, no price: %2 is 0</translation>
    </message>
    <message>
        <source>not ranked, no price: %1 is 0</source>
        <translation>not ranked, no price: %1 is 0</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>no answer</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
    <message>
        <source>cannot serve: %1</source>
        <translation>cannot serve: %1</translation>
    </message>
    <message>
        <source>nothing was imported: correct the cells above, or give --skip-bad-lines to leave those lines out</source>
        <translation>nothing was imported: correct the cells above, or give --skip-bad-lines to leave those lines out</translation>
    </message>
    <message>
        <source>Lines left out (--skip-bad-lines):</source>
        <translation>Lines left out (--skip-bad-lines):</translation>
    </message>
    <message numerus="yes">
        <source>Added %n awarded quote(s) to %1: %2</source>
        <translation>
            <numerusform>Added %n awarded quote to %1: %2</numerusform>
            <numerusform>Added %n awarded quotes to %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>A request for quotation a vendor filled in (XLSX or CSV, as rentplan rfq wrote it); repeat for several vendors. Compares their answers line by line and shows the cheapest complete award.</source>
        <translation>A request for quotation a vendor filled in (XLSX or CSV, as rentplan rfq wrote it); repeat for several vendors. Compares their answers line by line and shows the cheapest complete award.</translation>
    </message>
    <message>
        <source>With --sheet: leave out lines with bad cells (each is listed) instead of importing nothing.</source>
        <translation>With --sheet: leave out lines with bad cells (each is listed) instead of importing nothing.</translation>
    </message>
    <message>
        <source>With --sheet: add the awarded answers to the plan file as quotes (for accept --quote).</source>
        <translation>With --sheet: add the awarded answers to the plan file as quotes (for accept --quote).</translation>
    </message>
    <message>
        <source>--%1 goes with --sheet</source>
        <translation>--%1 goes with --sheet</translation>
    </message>
    <message>
        <source>is a workbook but not a request for quotation; give --force to replace it</source>
        <translation>is a workbook but not a request for quotation; give --force to replace it</translation>
    </message>
    <message>
        <source>Writes the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV): one numbered line per machine to rent, with its card, machines, dates, hours and acceptable substitutes, and empty columns for the vendor&apos;s answer.</source>
        <translation>Writes the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV): one numbered line per machine to rent, with its card, machines, dates, hours and acceptable substitutes, and empty columns for the vendor&apos;s answer.</translation>
    </message>
    <message>
        <source>The XLSX or CSV file to write (replaced only when the whole file is ready); - for CSV on standard output.</source>
        <translation>The XLSX or CSV file to write (replaced only when the whole file is ready); - for CSV on standard output.</translation>
    </message>
    <message>
        <source>give the file to write with -o FILE (.xlsx or .csv)</source>
        <translation>give the file to write with -o FILE (.xlsx or .csv)</translation>
    </message>
    <message>
        <source>-o %1: give a .xlsx or .csv file, or - for standard output</source>
        <translation>-o %1: give a .xlsx or .csv file, or - for standard output</translation>
    </message>
    <message>
        <source>the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV)</source>
        <translation>the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV)</translation>
    </message>
    <message>
        <source>Author named on the cover (default: the one the window&apos;s last export kept).</source>
        <translation>Author named on the cover (default: the one the window&apos;s last export kept).</translation>
    </message>
    <message>
        <source>Organisation named on the cover (default: the one the window&apos;s last export kept).</source>
        <translation>Organisation named on the cover (default: the one the window&apos;s last export kept).</translation>
    </message>
    <message>
        <source>Also simulate the budget: P10/P50/P90 of each strategy&apos;s cost and calendar, the chance of meeting the deadline and the budget, and what moves the cost most. An optional count after it sets the number of simulated futures (default 10000).</source>
        <translation>Also simulate the budget: P10/P50/P90 of each strategy&apos;s cost and calendar, the chance of meeting the deadline and the budget, and what moves the cost most. An optional count after it sets the number of simulated futures (default 10000).</translation>
    </message>
    <message>
        <source>Simulated futures (with --simulate).</source>
        <translation>Simulated futures (with --simulate).</translation>
    </message>
    <message>
        <source>Seed of the simulation (default 1): the same plan and seed give the same figures.</source>
        <translation>Seed of the simulation (default 1): the same plan and seed give the same figures.</translation>
    </message>
    <message>
        <source>Budget with confidence: %1 simulated futures (seed %2)</source>
        <translation>Budget with confidence: %1 simulated futures (seed %2)</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Days P50</source>
        <translation>Days P50</translation>
    </message>
    <message>
        <source>Days P90</source>
        <translation>Days P90</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>On time</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Cheapest</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>Ask for %1 (%2): it covers the cost in %3 of the simulated futures of &quot;%4&quot;.</source>
        <translation>Ask for %1 (%2): it covers the cost in %3 of the simulated futures of &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>The budget of %1 holds in %2 of them.</source>
        <translation>The budget of %1 holds in %2 of them.</translation>
    </message>
    <message>
        <source>What moves the cost of &quot;%1&quot; most (each input from low to high, the rest at their mode; %2 at the modes):</source>
        <translation>What moves the cost of &quot;%1&quot; most (each input from low to high, the rest at their mode; %2 at the modes):</translation>
    </message>
    <message>
        <source>ρ %1</source>
        <translation>ρ %1</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>Inputs:</translation>
    </message>
    <message>
        <source>No job in %1 carries planned hours yet, so there is nothing to learn from. Record jobs from a plan&apos;s phases (Planner tab, &quot;Record as job…&quot;): each keeps the hours its phase was planned for, and calibrate compares them with the hours billed.</source>
        <translation>No job in %1 carries planned hours yet, so there is nothing to learn from. Record jobs from a plan&apos;s phases (Planner tab, &quot;Record as job…&quot;): each keeps the hours its phase was planned for, and calibrate compares them with the hours billed.</translation>
    </message>
    <message numerus="yes">
        <source>Billed hours against planned hours, from %n job(s) with planned hours in %1:</source>
        <translation>
            <numerusform>Billed hours against planned hours, from %n job with planned hours in %1:</numerusform>
            <numerusform>Billed hours against planned hours, from %n jobs with planned hours in %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>Task kind</source>
        <translation>Task kind</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Needed more runs</source>
        <translation>Needed more runs</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n phase(s)</source>
        <translation>
            <numerusform>%1 of %n phase</numerusform>
            <numerusform>%1 of %n phases</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough to learn from (fewer than %1 jobs)</source>
        <translation>not enough to learn from (fewer than %1 jobs)</translation>
    </message>
    <message>
        <source>Ratio = billed hours / planned hours: 1.30× means the phase took 30 % longer than planned. A phase recorded as more than one job needed more runs than planned.</source>
        <translation>Ratio = billed hours / planned hours: 1.30× means the phase took 30 % longer than planned. A phase recorded as more than one job needed more runs than planned.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) with planned hours were left out: their task names no phase kind (such as full_training or lora), or their planned hours are zero.</source>
        <translation>
            <numerusform>%n job with planned hours was left out: its task names no phase kind (such as full_training or lora), or its planned hours are zero.</numerusform>
            <numerusform>%n jobs with planned hours were left out: their task names no phase kind (such as full_training or lora), or their planned hours are zero.</numerusform>
        </translation>
    </message>
    <message>
        <source>How billed hours compared with planned hours, per card and task kind, for the ledger&apos;s jobs recorded from a plan phase (they carry planned_hours): how many jobs, the median ratio of billed to planned hours, its P10–P90 spread, and how often a phase needed more runs than planned. Groups of fewer than %1 jobs are marked as not enough to learn from. The ledger is only read.</source>
        <translation>How billed hours compared with planned hours, per card and task kind, for the ledger&apos;s jobs recorded from a plan phase (they carry planned_hours): how many jobs, the median ratio of billed to planned hours, its P10–P90 spread, and how often a phase needed more runs than planned. Groups of fewer than %1 jobs are marked as not enough to learn from. The ledger is only read.</translation>
    </message>
    <message>
        <source>Print JSON: {&quot;jobs&quot;, &quot;min_jobs&quot;, &quot;ungrouped_jobs&quot;, &quot;groups&quot;: [{&quot;card&quot;, &quot;kind&quot;, &quot;jobs&quot;, &quot;median_ratio&quot;, &quot;p10_ratio&quot;, &quot;p90_ratio&quot;, &quot;phases&quot;, &quot;phases_rerun&quot;, &quot;enough&quot;}]}.</source>
        <translation>Print JSON: {&quot;jobs&quot;, &quot;min_jobs&quot;, &quot;ungrouped_jobs&quot;, &quot;groups&quot;: [{&quot;card&quot;, &quot;kind&quot;, &quot;jobs&quot;, &quot;median_ratio&quot;, &quot;p10_ratio&quot;, &quot;p90_ratio&quot;, &quot;phases&quot;, &quot;phases_rerun&quot;, &quot;enough&quot;}]}.</translation>
    </message>
    <message>
        <source>how long planned phases really took, learned from the ledger</source>
        <translation>how long planned phases really took, learned from the ledger</translation>
    </message>
    <message>
        <source>The phase&apos;s planned wall-clock hours, as billed hours count them (rentplan calibrate compares the two).</source>
        <translation>The phase&apos;s planned wall-clock hours, as billed hours count them (rentplan calibrate compares the two).</translation>
    </message>
    <message>
        <source>With --simulate: learn from a ledger (a SQLite file or postgresql:// URI) how long recorded plan phases really took, per card and phase kind, and use that in place of the defaults where it holds at least 5 jobs.</source>
        <translation>With --simulate: learn from a ledger (a SQLite file or postgresql:// URI) how long recorded plan phases really took, per card and phase kind, and use that in place of the defaults where it holds at least 5 jobs.</translation>
    </message>
    <message>
        <source>--calibrate-from needs --simulate</source>
        <translation>--calibrate-from needs --simulate</translation>
    </message>
    <message>
        <source>Learned from the ledger:</source>
        <translation>Learned from the ledger:</translation>
    </message>
    <message>
        <source>Also create the roles rentplan_reader, rentplan_writer and rentplan_admin and the row-level security that limits writers to their own jobs (PostgreSQL).</source>
        <translation>Also create the roles rentplan_reader, rentplan_writer and rentplan_admin and the row-level security that limits writers to their own jobs (PostgreSQL).</translation>
    </message>
    <message>
        <source>Total GPUs; data-parallel degree = gpus / (tp × pp) (default 1).</source>
        <translation>Total GPUs; data-parallel degree = gpus / (tp × pp) (default 1).</translation>
    </message>
    <message>
        <source>Pipeline stages of consecutive layers (default 1); training runs the 1F1B schedule.</source>
        <translation>Pipeline stages of consecutive layers (default 1); training runs the 1F1B schedule.</translation>
    </message>
    <message>
        <source>Who readies a bitsandbytes model for LoRA/QLoRA: peft (default: PEFT&apos;s prepare_model_for_kbit_training, as TRL&apos;s SFTTrainer runs it, puts embeddings, head and norms in fp32) or transformers (left in 16 bits: LLaMA-Factory, Unsloth, LitGPT, torchtune).</source>
        <translation>Who readies a bitsandbytes model for LoRA/QLoRA: peft (default: PEFT&apos;s prepare_model_for_kbit_training, as TRL&apos;s SFTTrainer runs it, puts embeddings, head and norms in fp32) or transformers (left in 16 bits: LLaMA-Factory, Unsloth, LitGPT, torchtune).</translation>
    </message>
    <message>
        <source>standard (default, transformers&apos; Trainer), chunked (LitGPT, torchtune), fused (Liger, cut cross-entropy) or standard-kept (transformers&apos; loss in a loop that keeps the outputs until backward).</source>
        <translation>standard (default, transformers&apos; Trainer), chunked (LitGPT, torchtune), fused (Liger, cut cross-entropy) or standard-kept (transformers&apos; loss in a loop that keeps the outputs until backward).</translation>
    </message>
    <message>
        <source>--bitsandbytes: &quot;%1&quot; is not a release number such as 0.41.1, nor current</source>
        <translation>--bitsandbytes: &quot;%1&quot; is not a release number such as 0.41.1, nor current</translation>
    </message>
    <message>
        <source>Who shards ZeRO-3 training: fsdp (default: PyTorch FSDP, whole units gathered, the root unit with embeddings and head kept whole from forward to backward) or deepspeed (module by module, gradients through a reduce bucket).</source>
        <translation>Who shards ZeRO-3 training: fsdp (default: PyTorch FSDP, whole units gathered, the root unit with embeddings and head kept whole from forward to backward) or deepspeed (module by module, gradients through a reduce bucket).</translation>
    </message>
    <message>
        <source>Decoder layers per FSDP unit (default 1: one unit per layer, as accelerate, LitGPT and torchtune wrap).</source>
        <translation>Decoder layers per FSDP unit (default 1: one unit per layer, as accelerate, LitGPT and torchtune wrap).</translation>
    </message>
    <message>
        <source>Sharded training gathers the next unit while the current one computes (on, default) or one unit at a time (off).</source>
        <translation>Sharded training gathers the next unit while the current one computes (on, default) or one unit at a time (off).</translation>
    </message>
    <message>
        <source>The bitsandbytes release of a 4-bit model (default current): up to 0.43.1 its 4-bit matmul keeps each layer&apos;s input for backward.</source>
        <translation>The bitsandbytes release of a 4-bit model (default current): up to 0.43.1 its 4-bit matmul keeps each layer&apos;s input for backward.</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>Sharding and offload buffers</translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>Password: </translation>
    </message>
    <message>
        <source>; there is no terminal to type it on, so give it through ~/.pgpass or PGPASSWORD, or let the window remember it in the desktop keyring</source>
        <translation>; there is no terminal to type it on, so give it through ~/.pgpass or PGPASSWORD, or let the window remember it in the desktop keyring</translation>
    </message>
    <message>
        <source>no password was typed; nothing was done</source>
        <translation>no password was typed; nothing was done</translation>
    </message>
    <message>
        <source>Sharded training builds the model one layer at a time (layer, default) or whole on every card before sharding it (model: moved whole to the GPU before FSDP wraps it); the second sets a load-time peak.</source>
        <translation>Sharded training builds the model one layer at a time (layer, default) or whole on every card before sharding it (model: moved whole to the GPU before FSDP wraps it); the second sets a load-time peak.</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step (default 1). Under FSDP the ones before the last run without syncing (no_sync), which keeps every gradient whole on every card.</source>
        <translation>Micro-batches per optimizer step (default 1). Under FSDP the ones before the last run without syncing (no_sync), which keeps every gradient whole on every card.</translation>
    </message>
    <message>
        <source>Which weights FSDP gives LoRA gradients: trained (default: adapters in units of their own, as PEFT wraps them, or FSDP2) or whole (frozen and trained weights share each unit&apos;s flat parameter, as LitGPT&apos;s per-block wrapping with use_orig_params does).</source>
        <translation>Which weights FSDP gives LoRA gradients: trained (default: adapters in units of their own, as PEFT wraps them, or FSDP2) or whole (frozen and trained weights share each unit&apos;s flat parameter, as LitGPT&apos;s per-block wrapping with use_orig_params does).</translation>
    </message>
</context>
<context>
    <name>ConfidenceSection</name>
    <message>
        <source>What moves the cost of &quot;%1&quot; most</source>
        <translation>What moves the cost of &quot;%1&quot; most</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>Below the cost at the modes</source>
        <translation>Below the cost at the modes</translation>
    </message>
    <message>
        <source>Above the cost at the modes</source>
        <translation>Above the cost at the modes</translation>
    </message>
    <message>
        <source>at the modes: %1</source>
        <translation>at the modes: %1</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Budget with confidence</source>
        <translation>Budget with confidence</translation>
    </message>
    <message>
        <source>Every figure above is a point estimate. Here the plan was run through %1 simulated futures (seed %2), each drawing the MFU reached, the amount of work, trial rounds, repeated runs, spot interruptions, the hardware lead time and price changes from the ranges listed at the end, and billed under each offer&apos;s own rules.</source>
        <translation>Every figure above is a point estimate. Here the plan was run through %1 simulated futures (seed %2), each drawing the MFU reached, the amount of work, trial rounds, repeated runs, spot interruptions, the hardware lead time and price changes from the ranges listed at the end, and billed under each offer&apos;s own rules.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point estimate</source>
        <translation>Point estimate</translation>
    </message>
    <message>
        <source>Days P50–P90</source>
        <translation>Days P50–P90</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>On time</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>Cheapest in</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>Ask for %1, the %2 of &quot;%3&quot;: it covers the cost in %4 of the simulated futures; the point estimate %5 is exceeded in %6 of them.</source>
        <translation>Ask for %1, the %2 of &quot;%3&quot;: it covers the cost in %4 of the simulated futures; the point estimate %5 is exceeded in %6 of them.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the cheapest strategy in %2 of the futures.</source>
        <translation>&quot;%1&quot; is the cheapest strategy in %2 of the futures.</translation>
    </message>
    <message>
        <source>It meets the deadline in %1 of them.</source>
        <translation>It meets the deadline in %1 of them.</translation>
    </message>
    <message>
        <source>The project&apos;s budget of %1 holds in %2 of them.</source>
        <translation>The project&apos;s budget of %1 holds in %2 of them.</translation>
    </message>
    <message>
        <source>Each input is swung from its low to its high value with the others at their mode (a repeated run: from none to one run of each phase it applies to). ρ below is the rank correlation of the input&apos;s draws with the cost over all futures.</source>
        <translation>Each input is swung from its low to its high value with the others at their mode (a repeated run: from none to one run of each phase it applies to). ρ below is the rank correlation of the input&apos;s draws with the cost over all futures.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Applies to</translation>
    </message>
    <message>
        <source>Low – mode – high</source>
        <translation>Low – mode – high</translation>
    </message>
    <message>
        <source>ρ</source>
        <translation>ρ</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>ConfigReader</name>
    <message>
        <source>n_embd (%1) is not divisible by n_head (%2)</source>
        <translation>n_embd (%1) is not divisible by n_head (%2)</translation>
    </message>
    <message>
        <source>%1 does not divide num_attention_heads (%2)</source>
        <translation>%1 does not divide num_attention_heads (%2)</translation>
    </message>
    <message>
        <source>hidden_size (%1) is not divisible by %2 and head_dim is not given</source>
        <translation>hidden_size (%1) is not divisible by %2 and head_dim is not given</translation>
    </message>
    <message>
        <source>The config has no model_type: counted with the generic gated-MLP formula, check the result.</source>
        <translation>The config has no model_type: counted with the generic gated-MLP formula, check the result.</translation>
    </message>
    <message>
        <source>Model family &quot;%1&quot; is not one RentPlan knows: counted with the generic gated-MLP formula, check the result.</source>
        <translation>Model family &quot;%1&quot; is not one RentPlan knows: counted with the generic gated-MLP formula, check the result.</translation>
    </message>
    <message>
        <source>num_experts_per_tok is %1 but %2 gives %3 expert(s): the expert count is missing or too small</source>
        <translation>num_experts_per_tok is %1 but %2 gives %3 expert(s): the expert count is missing or too small</translation>
    </message>
    <message>
        <source>these dimensions give %1 parameters, beyond the %2 RentPlan computes with</source>
        <translation>these dimensions give %1 parameters, beyond the %2 RentPlan computes with</translation>
    </message>
    <message>
        <source>Model family &quot;%1&quot; is not one RentPlan knows: only its language model (text_config) was counted, with the generic gated-MLP formula; its vision tower is left out.</source>
        <translation>Model family &quot;%1&quot; is not one RentPlan knows: only its language model (text_config) was counted, with the generic gated-MLP formula; its vision tower is left out.</translation>
    </message>
    <message>
        <source>lists %1 layers, not fewer than num_hidden_layers (%2)</source>
        <translation>lists %1 layers, not fewer than num_hidden_layers (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language model RentPlan reads inside a multimodal config (llama, gemma3_text, mllama_text_model)</source>
        <translation>&quot;%1&quot; is not a language model RentPlan reads inside a multimodal config (llama, gemma3_text, mllama_text_model)</translation>
    </message>
</context>
<context>
    <name>CostToFinish</name>
    <message>
        <source>%1 instead of %2: %3, NVLink between the cards</source>
        <translation>%1 instead of %2: %3, NVLink between the cards</translation>
    </message>
    <message>
        <source>%1 instead of %2: %3, no NVLink between the cards</source>
        <translation>%1 instead of %2: %3, no NVLink between the cards</translation>
    </message>
    <message>
        <source>needs %1 cards, the quote has %2</source>
        <translation>needs %1 cards, the quote has %2</translation>
    </message>
    <message>
        <source>needs %1 cards, %2 are owned</source>
        <translation>needs %1 cards, %2 are owned</translation>
    </message>
    <message>
        <source>the phase&apos;s hours were typed for the %1: give it a workload to compare the %2</source>
        <translation>the phase&apos;s hours were typed for the %1: give it a workload to compare the %2</translation>
    </message>
    <message numerus="yes">
        <source>needs tensor parallel %1 inside one machine, but these machines have %n card(s)</source>
        <translation>
            <numerusform>needs tensor parallel %1 inside one machine, but these machines have %n card</numerusform>
            <numerusform>needs tensor parallel %1 inside one machine, but these machines have %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>the model does not fit on any number of these cards</source>
        <translation>the model does not fit on any number of these cards</translation>
    </message>
    <message numerus="yes">
        <source>the model needs at least %n of these cards on these machines</source>
        <translation>
            <numerusform>the model needs at least %n of these cards on these machines</numerusform>
            <numerusform>the model needs at least %n of these cards on these machines</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot;</source>
        <translation>unknown card &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the spot offer is interrupted faster than work is saved</source>
        <translation>the spot offer is interrupted faster than work is saved</translation>
    </message>
    <message numerus="yes">
        <source>1 machine of %n card(s)</source>
        <translation>
            <numerusform>1 machine of %n card</numerusform>
            <numerusform>1 machine of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machines × %n card(s)</source>
        <translation>
            <numerusform>%1 machines × %n card</numerusform>
            <numerusform>%1 machines × %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1 machines</source>
        <translation>
            <numerusform>%n card on %1 machines</numerusform>
            <numerusform>%n cards on %1 machines</numerusform>
        </translation>
    </message>
    <message>
        <source>, ZeRO-%1</source>
        <translation>, ZeRO-%1</translation>
    </message>
    <message>
        <source>, tensor parallel %1</source>
        <translation>, tensor parallel %1</translation>
    </message>
    <message>
        <source>, %1 pipeline stages</source>
        <translation>, %1 pipeline stages</translation>
    </message>
    <message>
        <source>, data parallel</source>
        <translation>, data parallel</translation>
    </message>
    <message>
        <source>, %1 replicas</source>
        <translation>, %1 replicas</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>Remember in the desktop keyring</translation>
    </message>
</context>
<context>
    <name>DiskSpace</name>
    <message>
        <source>the disk is full (free space needed: about %1)</source>
        <translation>the disk is full (free space needed: about %1)</translation>
    </message>
    <message>
        <source>the disk is full (free space needed: about %1; %2 free)</source>
        <translation>the disk is full (free space needed: about %1; %2 free)</translation>
    </message>
</context>
<context>
    <name>EditOfferCommand</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Edit %1 of %2</translation>
    </message>
</context>
<context>
    <name>EditSelfBuildCommand</name>
    <message>
        <source>Edit self-build: %1</source>
        <translation>Edit self-build: %1</translation>
    </message>
</context>
<context>
    <name>EstimateInput</name>
    <message>
        <source>GPUs in total and Tensor parallel must be at least 1</source>
        <translation>GPUs in total and Tensor parallel must be at least 1</translation>
    </message>
    <message>
        <source>Tensor parallel (%1) must divide the GPU count (%2)</source>
        <translation>Tensor parallel (%1) must divide the GPU count (%2)</translation>
    </message>
    <message>
        <source>ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>ZeRO stage must be 0, 1, 2 or 3</translation>
    </message>
    <message>
        <source>QLoRA keeps its base weights in 4 bits: Weights must be NF4, FP4 or int4</source>
        <translation>QLoRA keeps its base weights in 4 bits: Weights must be NF4, FP4 or int4</translation>
    </message>
    <message>
        <source>LoRA dropout (%1) must be at least 0 and below 1</source>
        <translation>LoRA dropout (%1) must be at least 0 and below 1</translation>
    </message>
    <message>
        <source>Offloading parameters needs ZeRO stage 3 (sharded weights)</source>
        <translation>Offloading parameters needs ZeRO stage 3 (sharded weights)</translation>
    </message>
    <message>
        <source>Pipeline stages must be at least 1</source>
        <translation>Pipeline stages must be at least 1</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline stages (%1 × %2) must divide the GPU count (%3)</source>
        <translation>Tensor parallel × pipeline stages (%1 × %2) must divide the GPU count (%3)</translation>
    </message>
    <message>
        <source>Layers per sharded unit must be at least 1</source>
        <translation>Layers per sharded unit must be at least 1</translation>
    </message>
    <message>
        <source>Gradient accumulation must be at least 1 micro-batch</source>
        <translation>Gradient accumulation must be at least 1 micro-batch</translation>
    </message>
</context>
<context>
    <name>Expectation</name>
    <message>
        <source>quote &quot;%1&quot;</source>
        <translation>quote &quot;%1&quot;</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot;</source>
        <translation>offer &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the plan has no quotes</source>
        <translation>the plan has no quotes</translation>
    </message>
    <message>
        <source>no quote &quot;%1&quot;; the plan&apos;s quotes are: %2</source>
        <translation>no quote &quot;%1&quot;; the plan&apos;s quotes are: %2</translation>
    </message>
    <message>
        <source>the plan has no quote and no offer to check the machine against</source>
        <translation>the plan has no quote and no offer to check the machine against</translation>
    </message>
    <message>
        <source>the peak phase &quot;%1&quot;</source>
        <translation>the peak phase &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>a folder</source>
        <translation>a folder</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>a pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>a device</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>a socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>a special file</translation>
    </message>
    <message>
        <source>the file is larger than the %1 bytes accepted</source>
        <translation>the file is larger than the %1 bytes accepted</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>cannot be read (%1)</translation>
    </message>
    <message>
        <source>not a regular file (it is %1), so it was not read</source>
        <translation>not a regular file (it is %1), so it was not read</translation>
    </message>
</context>
<context>
    <name>JobCommand</name>
    <message>
        <source>job %1 was changed since; it was left as it is</source>
        <translation>job %1 was changed since; it was left as it is</translation>
    </message>
    <message>
        <source>job number %1 is now used by another job; it was left as it is</source>
        <translation>job number %1 is now used by another job; it was left as it is</translation>
    </message>
</context>
<context>
    <name>JobTasks</name>
    <message>
        <source>inference</source>
        <translation>inference</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA fine-tune</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA fine-tune</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>full fine-tune</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>pre-training</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>evaluation</translation>
    </message>
    <message>
        <source>data preparation</source>
        <translation>data preparation</translation>
    </message>
</context>
<context>
    <name>JsonInput</name>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>nested more than %1 levels deep</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>not valid JSON (%1)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>cannot be read (%1)</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation>a true/false value</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>is missing</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>must be a finite number</translation>
    </message>
    <message>
        <source>%1 is outside the accepted range %2 to %3</source>
        <translation>%1 is outside the accepted range %2 to %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>expected a string, found %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(top level)</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>expected an object, found %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>expected a list, found %1</translation>
    </message>
    <message>
        <source>this key appears twice in the same object</source>
        <translation>this key appears twice in the same object</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range a number can hold</source>
        <translation>the number %1 is beyond the range a number can hold</translation>
    </message>
    <message>
        <source>has %1 items; RentPlan is built for at most %2 here</source>
        <translation>has %1 items; RentPlan is built for at most %2 here</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>expected a date as YYYY-MM-DD, found &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>a quote inside a field that does not start with a quote</source>
        <translation>a quote inside a field that does not start with a quote</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>unexpected text after a closing quote</translation>
    </message>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation>a quoted field is never closed (missing &quot;)</translation>
    </message>
    <message>
        <source>a job needs a date, a card, at least one card, billed hours and a cost</source>
        <translation>a job needs a date, a card, at least one card, billed hours and a cost</translation>
    </message>
    <message>
        <source>job %1 does not exist</source>
        <translation>job %1 does not exist</translation>
    </message>
    <message>
        <source>the file name must end in .csv or .json</source>
        <translation>the file name must end in .csv or .json</translation>
    </message>
    <message>
        <source>upgrading the ledger from schema version %1 failed and was undone (%2). A copy made before the upgrade is at %3.</source>
        <translation>upgrading the ledger from schema version %1 failed and was undone (%2). A copy made before the upgrade is at %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date in the form YYYY-MM-DD</source>
        <translation>&quot;%1&quot; is not a date in the form YYYY-MM-DD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (use a dot for decimals)</source>
        <translation>&quot;%1&quot; is not a number (use a dot for decimals)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>&quot;%1&quot; is not a finite number</translation>
    </message>
    <message>
        <source>%1 must be greater than zero</source>
        <translation>%1 must be greater than zero</translation>
    </message>
    <message>
        <source>%1 must not be negative</source>
        <translation>%1 must not be negative</translation>
    </message>
    <message>
        <source>%1 is larger than the accepted maximum %2</source>
        <translation>%1 is larger than the accepted maximum %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number from 1 to %2</source>
        <translation>&quot;%1&quot; is not a whole number from 1 to %2</translation>
    </message>
    <message>
        <source>is empty; a value is required</source>
        <translation>is empty; a value is required</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text</source>
        <translation>is not valid UTF-8 text</translation>
    </message>
    <message>
        <source>busy hours (%1) exceed billed hours (%2)</source>
        <translation>busy hours (%1) exceed billed hours (%2)</translation>
    </message>
    <message>
        <source>this file is not a SQLite database, so it is not a RentPlan ledger; it was left unchanged</source>
        <translation>this file is not a SQLite database, so it is not a RentPlan ledger; it was left unchanged</translation>
    </message>
    <message>
        <source>the file is empty, so it is not a RentPlan ledger; it was left unchanged</source>
        <translation>the file is empty, so it is not a RentPlan ledger; it was left unchanged</translation>
    </message>
    <message>
        <source>no such ledger file</source>
        <translation>no such ledger file</translation>
    </message>
    <message>
        <source>cannot open the ledger: %1</source>
        <translation>cannot open the ledger: %1</translation>
    </message>
    <message>
        <source>this SQLite file belongs to another program, not RentPlan; it was left unchanged</source>
        <translation>this SQLite file belongs to another program, not RentPlan; it was left unchanged</translation>
    </message>
    <message>
        <source>the ledger is damaged (%1); it was left unchanged</source>
        <translation>the ledger is damaged (%1); it was left unchanged</translation>
    </message>
    <message>
        <source>this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). It was left unchanged; please update RentPlan.</source>
        <translation>this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). It was left unchanged; please update RentPlan.</translation>
    </message>
    <message>
        <source>this ledger needs an upgrade, which a read-only ledger cannot get</source>
        <translation>this ledger needs an upgrade, which a read-only ledger cannot get</translation>
    </message>
    <message>
        <source>the ledger is locked by another program or window; try again when it has finished</source>
        <translation>the ledger is locked by another program or window; try again when it has finished</translation>
    </message>
    <message>
        <source>the ledger is open read-only, so it cannot be changed</source>
        <translation>the ledger is open read-only, so it cannot be changed</translation>
    </message>
    <message>
        <source>the ledger is damaged (%1)</source>
        <translation>the ledger is damaged (%1)</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>database error: %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>the first line must be the header &quot;%1&quot;</source>
        <translation>the first line must be the header &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>expected %1 fields, found %2</translation>
    </message>
    <message>
        <source>busy hours exceed billed hours</source>
        <translation>busy hours exceed billed hours</translation>
    </message>
    <message>
        <source>; nothing was changed</source>
        <translation>; nothing was changed</translation>
    </message>
    <message>
        <source>job %1 was deleted by someone else meanwhile; reload</source>
        <translation>job %1 was deleted by someone else meanwhile; reload</translation>
    </message>
    <message>
        <source>job %1 was changed by %2 at %3; reload</source>
        <translation>job %1 was changed by %2 at %3; reload</translation>
    </message>
    <message>
        <source>job %1 was recorded by %2; your role lets you change only your own jobs</source>
        <translation>job %1 was recorded by %2; your role lets you change only your own jobs</translation>
    </message>
    <message>
        <source>job %1 was recorded by %2; your role lets you delete only your own jobs</source>
        <translation>job %1 was recorded by %2; your role lets you delete only your own jobs</translation>
    </message>
    <message>
        <source>the team ledger refused this for %1: your role does not allow it (%2)</source>
        <translation>the team ledger refused this for %1: your role does not allow it (%2)</translation>
    </message>
    <message>
        <source>another client was writing the same jobs at the same moment; nothing was changed, try again</source>
        <translation>another client was writing the same jobs at the same moment; nothing was changed, try again</translation>
    </message>
    <message>
        <source>the database server&apos;s disk is full; nothing was changed</source>
        <translation>the database server&apos;s disk is full; nothing was changed</translation>
    </message>
    <message>
        <source>the local server (socket %1, port %2)</source>
        <translation>the local server (socket %1, port %2)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 is a database name, %2 a server such as db.example.com:5432</extracomment>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>there is no saved team-ledger connection named &quot;%1&quot; (saved: %2)</source>
        <translation>there is no saved team-ledger connection named &quot;%1&quot; (saved: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>this is not a valid PostgreSQL URI (%1)</source>
        <translation>this is not a valid PostgreSQL URI (%1)</translation>
    </message>
    <message>
        <source>unknown TLS mode &quot;%1&quot; (use one of %2)</source>
        <translation>unknown TLS mode &quot;%1&quot; (use one of %2)</translation>
    </message>
    <message>
        <source>the URI parameter &quot;%1&quot; is not supported here (supported: host, port, dbname, user, password, sslmode, connect_timeout)</source>
        <translation>the URI parameter &quot;%1&quot; is not supported here (supported: host, port, dbname, user, password, sslmode, connect_timeout)</translation>
    </message>
    <message>
        <source>the URI parameter &quot;%1&quot; needs a whole number, not &quot;%2&quot;</source>
        <translation>the URI parameter &quot;%1&quot; needs a whole number, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the port must be between 1 and 65535</source>
        <translation>the port must be between 1 and 65535</translation>
    </message>
    <message>
        <source>the URI names no database (postgresql://user@host:5432/DATABASE)</source>
        <translation>the URI names no database (postgresql://user@host:5432/DATABASE)</translation>
    </message>
    <message>
        <source>push copies jobs into a team ledger: give --db a postgresql:// URI or profile:NAME</source>
        <translation>push copies jobs into a team ledger: give --db a postgresql:// URI or profile:NAME</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>your login name</translation>
    </message>
    <message>
        <source>cannot reach the PostgreSQL server at %1: nothing answered there (%2). Check the host and port, and that the server is running.</source>
        <translation>cannot reach the PostgreSQL server at %1: nothing answered there (%2). Check the host and port, and that the server is running.</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 did not answer within %2 s; it may be down or behind a firewall</source>
        <translation>the PostgreSQL server at %1 did not answer within %2 s; it may be down or behind a firewall</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 asks for a password for %2, and none was given (~/.pgpass, PGPASSWORD or the password field)</source>
        <translation>the PostgreSQL server at %1 asks for a password for %2, and none was given (~/.pgpass, PGPASSWORD or the password field)</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 refused the login of %2: wrong password or user, or no access for this address (%3)</source>
        <translation>the PostgreSQL server at %1 refused the login of %2: wrong password or user, or no access for this address (%3)</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 has no database named &quot;%2&quot;; ask the administrator to create it</source>
        <translation>the PostgreSQL server at %1 has no database named &quot;%2&quot;; ask the administrator to create it</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 refused the encrypted connection that TLS mode &quot;%2&quot; demands (%3)</source>
        <translation>the PostgreSQL server at %1 refused the encrypted connection that TLS mode &quot;%2&quot; demands (%3)</translation>
    </message>
    <message>
        <source>the server at %1 runs %2; RentPlan needs PostgreSQL 12 or newer</source>
        <translation>the server at %1 runs %2; RentPlan needs PostgreSQL 12 or newer</translation>
    </message>
    <message>
        <source>the database &quot;%1&quot; on %2 already holds other tables and is not a RentPlan ledger; it was left untouched</source>
        <translation>the database &quot;%1&quot; on %2 already holds other tables and is not a RentPlan ledger; it was left untouched</translation>
    </message>
    <message>
        <source>the database &quot;%1&quot; on %2 is empty; create the ledger in it with: rentplan ledger --db %3 init</source>
        <translation>the database &quot;%1&quot; on %2 is empty; create the ledger in it with: rentplan ledger --db %3 init</translation>
    </message>
    <message>
        <source>the team ledger &quot;%1&quot; on %2 was written by a newer RentPlan (schema version %3; this version reads up to %4). It was left unchanged; please update RentPlan.</source>
        <translation>the team ledger &quot;%1&quot; on %2 was written by a newer RentPlan (schema version %3; this version reads up to %4). It was left unchanged; please update RentPlan.</translation>
    </message>
    <message>
        <source>lost the connection to the PostgreSQL server at %1 (%2); nothing more was written. Reconnect when the server is back.</source>
        <translation>lost the connection to the PostgreSQL server at %1 (%2); nothing more was written. Reconnect when the server is back.</translation>
    </message>
    <message>
        <source>PostgreSQL server at %1: %2</source>
        <translation>PostgreSQL server at %1: %2</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed</source>
        <translation>Qt&apos;s PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed</translation>
    </message>
    <message>
        <source>Connected to PostgreSQL %1 at %2 as %3.</source>
        <translation>Connected to PostgreSQL %1 at %2 as %3.</translation>
    </message>
    <message numerus="yes">
        <source>The database &quot;%1&quot; holds a RentPlan team ledger with %n job(s).</source>
        <translation>
            <numerusform>The database &quot;%1&quot; holds a RentPlan team ledger with %n job.</numerusform>
            <numerusform>The database &quot;%1&quot; holds a RentPlan team ledger with %n jobs.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds a zero byte (NUL), which a ledger cannot store</source>
        <translation>holds a zero byte (NUL), which a ledger cannot store</translation>
    </message>
    <message>
        <source>the commit to be confirmed (so it may or may not have been saved: look before you repeat it)</source>
        <translation>the commit to be confirmed (so it may or may not have been saved: look before you repeat it)</translation>
    </message>
    <message>
        <source>the answer to %1</source>
        <translation>the answer to %1</translation>
    </message>
    <message>
        <source>no connection to the server</source>
        <translation>no connection to the server</translation>
    </message>
    <message>
        <source>a PostgreSQL URI starts with postgresql:// (for example postgresql://alice@db.example.com:5432/rentplan)</source>
        <translation>a PostgreSQL URI starts with postgresql:// (for example postgresql://alice@db.example.com:5432/rentplan)</translation>
    </message>
    <message>
        <source>this is the team ledger being pushed into (%1): the same server and database. Pushing a ledger into itself would add every job again; nothing was pushed. Give --from your personal ledger file.</source>
        <translation>this is the team ledger being pushed into (%1): the same server and database. Pushing a ledger into itself would add every job again; nothing was pushed. Give --from your personal ledger file.</translation>
    </message>
    <message>
        <source>this is the ledger being pushed into (the same file as %1); pushing a ledger into itself would add every job again, so nothing was pushed</source>
        <translation>this is the ledger being pushed into (the same file as %1); pushing a ledger into itself would add every job again, so nothing was pushed</translation>
    </message>
    <message>
        <source>the server to take the imported rows</source>
        <translation>the server to take the imported rows</translation>
    </message>
    <message>
        <source>something answers at %1, but not in the PostgreSQL protocol (%2): another service, such as a web server, listens on that port. Check the host and port.</source>
        <translation>something answers at %1, but not in the PostgreSQL protocol (%2): another service, such as a web server, listens on that port. Check the host and port.</translation>
    </message>
    <message>
        <source>the team ledger on %1 is locked by another session (VACUUM FULL, LOCK TABLE or a long transaction does this): RentPlan waited %2 s for the lock and gave up; nothing was changed. Try again when that session has finished.</source>
        <translation>the team ledger on %1 is locked by another session (VACUUM FULL, LOCK TABLE or a long transaction does this): RentPlan waited %2 s for the lock and gave up; nothing was changed. Try again when that session has finished.</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 stopped the statement after %2 s (statement_timeout) while it was still working; nothing was changed</source>
        <translation>the PostgreSQL server at %1 stopped the statement after %2 s (statement_timeout) while it was still working; nothing was changed</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 stopped answering: no reply for %2 s while RentPlan waited for %3. The connection was closed; what was not committed was not saved.</source>
        <translation>the PostgreSQL server at %1 stopped answering: no reply for %2 s while RentPlan waited for %3. The connection was closed; what was not committed was not saved.</translation>
    </message>
    <message>
        <source>the session to start</source>
        <translation>the session to start</translation>
    </message>
    <message>
        <source>the connection to open</source>
        <translation>the connection to open</translation>
    </message>
    <message>
        <source>you stopped waiting for the PostgreSQL server at %1 (RentPlan was waiting for %2). The connection was closed; what was not committed was not saved.</source>
        <translation>you stopped waiting for the PostgreSQL server at %1 (RentPlan was waiting for %2). The connection was closed; what was not committed was not saved.</translation>
    </message>
    <message>
        <source>the list of the database&apos;s tables</source>
        <translation>the list of the database&apos;s tables</translation>
    </message>
    <message>
        <source>upgrading the team ledger from schema version %1 to %2 failed and was undone (%3). The owner of its tables (whoever ran &quot;rentplan ledger init&quot;) upgrades it by opening it once.</source>
        <translation>upgrading the team ledger from schema version %1 to %2 failed and was undone (%3). The owner of its tables (whoever ran &quot;rentplan ledger init&quot;) upgrades it by opening it once.</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Add job %1 on %2</source>
        <translation>Add job %1 on %2</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n job(s)</source>
        <translation>
            <numerusform>Delete %n job</numerusform>
            <numerusform>Delete %n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit job %1 on %2</source>
        <translation>Edit job %1 on %2</translation>
    </message>
    <message>
        <source>Open Team Ledger</source>
        <translation>Open Team Ledger</translation>
    </message>
    <message>
        <source>The database &quot;%1&quot; on %2 is empty. Create a team ledger in it?</source>
        <translation>The database &quot;%1&quot; on %2 is empty. Create a team ledger in it?</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>your login name</translation>
    </message>
    <message>
        <source>Type the password of %1 again, or cancel.</source>
        <translation>Type the password of %1 again, or cancel.</translation>
    </message>
    <message>
        <source>%1 asks for the password of %2.</source>
        <translation>%1 asks for the password of %2.</translation>
    </message>
    <message>
        <source>Team Ledger Password</source>
        <translation>Team Ledger Password</translation>
    </message>
    <message>
        <source>The password could not be kept in the desktop keyring (%1). RentPlan will ask for it next time.</source>
        <translation>The password could not be kept in the desktop keyring (%1). RentPlan will ask for it next time.</translation>
    </message>
    <message>
        <source>Team Ledger</source>
        <translation>Team Ledger</translation>
    </message>
    <message>
        <source>Waiting for the team ledger %1…
Cancel closes the connection; what was not saved stays unsaved, and Reconnect opens it again.</source>
        <translation>Waiting for the team ledger %1…
Cancel closes the connection; what was not saved stays unsaved, and Reconnect opens it again.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>LibPq</name>
    <message>
        <source>PostgreSQL&apos;s client library has no %1</source>
        <translation>PostgreSQL&apos;s client library has no %1</translation>
    </message>
</context>
<context>
    <name>MemoryEstimator</name>
    <message>
        <source>ZeRO shards training state; it does not apply to inference and was ignored.</source>
        <translation>ZeRO shards training state; it does not apply to inference and was ignored.</translation>
    </message>
    <message>
        <source>Tensor parallel degree %1 exceeds the %2 KV heads: the KV cache is replicated.</source>
        <translation>Tensor parallel degree %1 exceeds the %2 KV heads: the KV cache is replicated.</translation>
    </message>
    <message>
        <source>Tensor parallel degree %1 does not divide the %2 attention heads; frameworks refuse this split.</source>
        <translation>Tensor parallel degree %1 does not divide the %2 attention heads; frameworks refuse this split.</translation>
    </message>
    <message>
        <source>Context %1 is longer than the model&apos;s %2 positions.</source>
        <translation>Context %1 is longer than the model&apos;s %2 positions.</translation>
    </message>
    <message>
        <source>Context (%1 tokens) × batch (%2) gives more than 64 PiB of activations or KV cache per GPU, beyond what RentPlan computes with.</source>
        <translation>Context (%1 tokens) × batch (%2) gives more than 64 PiB of activations or KV cache per GPU, beyond what RentPlan computes with.</translation>
    </message>
    <message>
        <source>The model&apos;s %1 parameters need more than 64 PiB per GPU, beyond what RentPlan computes with.</source>
        <translation>The model&apos;s %1 parameters need more than 64 PiB per GPU, beyond what RentPlan computes with.</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>OfferCsv</name>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; is not a number</translation>
    </message>
    <message>
        <source>the header names no key here</source>
        <translation>the header names no key here</translation>
    </message>
    <message>
        <source>more cells than the header names</source>
        <translation>more cells than the header names</translation>
    </message>
    <message>
        <source>the file is empty; the first line must name the columns</source>
        <translation>the file is empty; the first line must name the columns</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation>cannot write: %1</translation>
    </message>
    <message>
        <source>is a symbolic link to a file that does not exist, so nothing was written</source>
        <translation>is a symbolic link to a file that does not exist, so nothing was written</translation>
    </message>
    <message>
        <source>; nothing was written</source>
        <translation>; nothing was written</translation>
    </message>
    <message>
        <source>not a regular file (a folder, socket or disk device), so nothing was written</source>
        <translation>not a regular file (a folder, socket or disk device), so nothing was written</translation>
    </message>
    <message>
        <source>is a pipe nothing reads from, so nothing was written</source>
        <translation>is a pipe nothing reads from, so nothing was written</translation>
    </message>
</context>
<context>
    <name>OverwriteCheck</name>
    <message>
        <source>is the file being read (%1), so it was not replaced; choose another name</source>
        <translation>is the file being read (%1), so it was not replaced; choose another name</translation>
    </message>
    <message>
        <source>exists and is not a %1, so it was not replaced; give --force to replace it</source>
        <translation>exists and is not a %1, so it was not replaced; give --force to replace it</translation>
    </message>
</context>
<context>
    <name>OwnedStrategies</name>
    <message>
        <source>&quot;%1&quot; cannot run on the owned %2: %3</source>
        <translation>&quot;%1&quot; cannot run on the owned %2: %3</translation>
    </message>
</context>
<context>
    <name>PasswordStore</name>
    <message numerus="yes">
        <source>the desktop keyring did not answer within %n second(s)</source>
        <translation>
            <numerusform>the desktop keyring did not answer within %n second</numerusform>
            <numerusform>the desktop keyring did not answer within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfFile</name>
    <message>
        <source>the PDF could not be read: %1</source>
        <translation>the PDF could not be read: %1</translation>
    </message>
    <message>
        <source>the PDF could not be written: %1</source>
        <translation>the PDF could not be written: %1</translation>
    </message>
    <message>
        <source>could not add the bookmarks: %1</source>
        <translation>could not add the bookmarks: %1</translation>
    </message>
</context>
<context>
    <name>PdfOutline</name>
    <message>
        <source>the PDF&apos;s page tree could not be read</source>
        <translation>the PDF&apos;s page tree could not be read</translation>
    </message>
    <message>
        <source>bookmark &quot;%1&quot; points at page %2 of %3</source>
        <translation>bookmark &quot;%1&quot; points at page %2 of %3</translation>
    </message>
    <message>
        <source>the PDF could not take the bookmarks: %1</source>
        <translation>the PDF could not take the bookmarks: %1</translation>
    </message>
</context>
<context>
    <name>PhaseBillingAnalyzer</name>
    <message>
        <source>No offer of the plan can finish &quot;%1&quot;: %2 %3.</source>
        <translation>No offer of the plan can finish &quot;%1&quot;: %2 %3.</translation>
    </message>
    <message>
        <source>Add an offer of a GPU to see what finishing &quot;%1&quot; costs.</source>
        <translation>Add an offer of a GPU to see what finishing &quot;%1&quot; costs.</translation>
    </message>
    <message>
        <source>To finish &quot;%1&quot;, %2 is the only offer that runs it: %3 in %4 for %5.</source>
        <translation>To finish &quot;%1&quot;, %2 is the only offer that runs it: %3 in %4 for %5.</translation>
    </message>
    <message>
        <source>To finish &quot;%1&quot;, %2 is cheapest: %3 in %4 for %5, %6 less than %7 (%8 in %9).</source>
        <translation>To finish &quot;%1&quot;, %2 is cheapest: %3 in %4 for %5, %6 less than %7 (%8 in %9).</translation>
    </message>
    <message>
        <source>The phase&apos;s hours are typed: every offer of its card is priced at the same %1, whatever its speed, and other cards cannot be compared until the phase has a workload.</source>
        <translation>The phase&apos;s hours are typed: every offer of its card is priced at the same %1, whatever its speed, and other cards cannot be compared until the phase has a workload.</translation>
    </message>
    <message>
        <source>The phase&apos;s hours come from its data and throughput: every card is priced at the same %1.</source>
        <translation>The phase&apos;s hours come from its data and throughput: every card is priced at the same %1.</translation>
    </message>
    <message>
        <source>Each offer is costed to finish the phase: its own card&apos;s hours, with the fewest cards that run the model on its machines and the split they run with.</source>
        <translation>Each offer is costed to finish the phase: its own card&apos;s hours, with the fewest cards that run the model on its machines and the split they run with.</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 finishes &quot;%2&quot; on %3 in %4 for %5.</source>
        <translation>%1 finishes &quot;%2&quot; on %3 in %4 for %5.</translation>
    </message>
    <message>
        <source>%1 finishes on %2 in %3 for %4</source>
        <translation>%1 finishes on %2 in %3 for %4</translation>
    </message>
    <message>
        <source>Cannot run it: %1.</source>
        <translation>Cannot run it: %1.</translation>
    </message>
    <message>
        <source>buying %1 for this phase</source>
        <translation>buying %1 for this phase</translation>
    </message>
    <message>
        <source>Buying %1 for &quot;%2&quot; alone finishes it in %3 for %4, after resale; the Planner weighs owning over the whole project.</source>
        <translation>Buying %1 for &quot;%2&quot; alone finishes it in %3 for %4, after resale; the Planner weighs owning over the whole project.</translation>
    </message>
    <message>
        <source>buying %1 finishes in %2 for %3 (this phase alone)</source>
        <translation>buying %1 finishes in %2 for %3 (this phase alone)</translation>
    </message>
    <message>
        <source>No offer that runs &quot;%1&quot; has a price yet: type the prices you were quoted to see what finishing it costs.</source>
        <translation>No offer that runs &quot;%1&quot; has a price yet: type the prices you were quoted to see what finishing it costs.</translation>
    </message>
</context>
<context>
    <name>PhaseKinds</name>
    <message>
        <source>data preparation</source>
        <translation>data preparation</translation>
    </message>
    <message>
        <source>trial runs</source>
        <translation>trial runs</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>full training</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>evaluation</translation>
    </message>
    <message>
        <source>inference service</source>
        <translation>inference service</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>custom</translation>
    </message>
    <message>
        <source>exploring</source>
        <translation>exploring</translation>
    </message>
    <message>
        <source>baseline plus peaks</source>
        <translation>baseline plus peaks</translation>
    </message>
    <message>
        <source>training platform</source>
        <translation>training platform</translation>
    </message>
    <message>
        <source>set for this kind of phase in the plan</source>
        <translation>set for this kind of phase in the plan</translation>
    </message>
    <message>
        <source>mostly CPU work: the cards wait on loading and cleaning</source>
        <translation>mostly CPU work: the cards wait on loading and cleaning</translation>
    </message>
    <message>
        <source>short runs with a team that queues the next one</source>
        <translation>short runs with a team that queues the next one</translation>
    </message>
    <message>
        <source>cards wait while people read results and change settings</source>
        <translation>cards wait while people read results and change settings</translation>
    </message>
    <message>
        <source>one long run; checkpoints and restarts take the rest</source>
        <translation>one long run; checkpoints and restarts take the rest</translation>
    </message>
    <message>
        <source>benchmark suites run back to back</source>
        <translation>benchmark suites run back to back</translation>
    </message>
    <message>
        <source>cards wait between rounds while results are read</source>
        <translation>cards wait between rounds while results are read</translation>
    </message>
    <message>
        <source>traffic comes and goes over the day</source>
        <translation>traffic comes and goes over the day</translation>
    </message>
    <message>
        <source>steady traffic from a team that depends on it</source>
        <translation>steady traffic from a team that depends on it</translation>
    </message>
    <message>
        <source>no default: the phase is assumed to compute all the time</source>
        <translation>no default: the phase is assumed to compute all the time</translation>
    </message>
</context>
<context>
    <name>PhaseTemplates</name>
    <message>
        <source>Data preparation</source>
        <translation>Data preparation</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>Trial runs</translation>
    </message>
    <message>
        <source>Full training</source>
        <translation>Full training</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluation</translation>
    </message>
    <message>
        <source>New phase</source>
        <translation>New phase</translation>
    </message>
</context>
<context>
    <name>PlanEvaluation</name>
    <message>
        <source>buying the hardware</source>
        <translation>buying the hardware</translation>
    </message>
    <message numerus="yes">
        <source>Add an offer or a self-build to see what %1 on %n card(s) costs.</source>
        <translation>
            <numerusform>Add an offer or a self-build to see what %1 on %n card costs.</numerusform>
            <numerusform>Add an offer or a self-build to see what %1 on %n cards costs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is the only way to pay that finishes the job: %3.</source>
        <translation>
            <numerusform>For %1 on %n card, %2 is the only way to pay that finishes the job: %3.</numerusform>
            <numerusform>For %1 on %n cards, %2 is the only way to pay that finishes the job: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>; it stays the cheapest from %1 to %2</source>
        <translation>; it stays the cheapest from %1 to %2</translation>
    </message>
    <message>
        <source>; it stays the cheapest up to %1</source>
        <translation>; it stays the cheapest up to %1</translation>
    </message>
    <message>
        <source>; it is the cheapest from %1 on</source>
        <translation>; it is the cheapest from %1 on</translation>
    </message>
    <message>
        <source>; it is the cheapest at any duration up to 3 years</source>
        <translation>; it is the cheapest at any duration up to 3 years</translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is cheapest at %3, %4 less than %5%6.</source>
        <translation>
            <numerusform>For %1 on %n card, %2 is cheapest at %3, %4 less than %5%6.</numerusform>
            <numerusform>For %1 on %n cards, %2 is cheapest at %3, %4 less than %5%6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n-card machines</source>
        <translation>
            <numerusform>%1, %n-card machines</numerusform>
            <numerusform>%1, %n-card machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is priced at the same %1 on %n card(s), whatever its speed: a faster card would finish sooner.</source>
        <translation>
            <numerusform>Every card is priced at the same %1 on %n card, whatever its speed: a faster card would finish sooner.</numerusform>
            <numerusform>Every card is priced at the same %1 on %n cards, whatever its speed: a faster card would finish sooner.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, CPU machines</source>
        <translation>%1, CPU machines</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Not compared until it has a price: %1.</source>
        <translation>
            <numerusform>Not compared until it has a price: %1.</numerusform>
            <numerusform>Not compared until they have a price: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No offer has a price yet: type the prices you were quoted to see what %1 on %n card(s) costs.</source>
        <translation>
            <numerusform>No offer has a price yet: type the prices you were quoted to see what %1 on %n card costs.</numerusform>
            <numerusform>No offer has a price yet: type the prices you were quoted to see what %1 on %n cards costs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanFormat</name>
    <message>
        <source>version %1 was written by a newer RentPlan; this one reads version %2</source>
        <translation>version %1 was written by a newer RentPlan; this one reads version %2</translation>
    </message>
    <message>
        <source>must be a short currency code or symbol, such as CNY or USD</source>
        <translation>must be a short currency code or symbol, such as CNY or USD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation>&quot;%1&quot; is used by another offer</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;)</source>
        <translation>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown mode &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>must be 0 (billed exactly) or at least one second (%1 h)</source>
        <translation>must be 0 (billed exactly) or at least one second (%1 h)</translation>
    </message>
    <message>
        <source>unknown refund &quot;%1&quot;; expected none or prorata</source>
        <translation>unknown refund &quot;%1&quot;; expected none or prorata</translation>
    </message>
    <message>
        <source>must be longer than checkpoint_minutes, since an interruption during a save loses the save too</source>
        <translation>must be longer than checkpoint_minutes, since an interruption during a save loses the save too</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>expected a date as YYYY-MM-DD, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown kind &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for no GPU)</source>
        <translation>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for no GPU)</translation>
    </message>
    <message>
        <source>a phase on a GPU needs at least one card</source>
        <translation>a phase on a GPU needs at least one card</translation>
    </message>
    <message>
        <source>must be above zero</source>
        <translation>must be above zero</translation>
    </message>
    <message>
        <source>give either &quot;hours&quot; or a &quot;workload&quot; to derive them from</source>
        <translation>give either &quot;hours&quot; or a &quot;workload&quot; to derive them from</translation>
    </message>
    <message>
        <source>a model workload needs a GPU card</source>
        <translation>a model workload needs a GPU card</translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation>must be above 0 and at most 1</translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>unknown offer &quot;%1&quot;</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot; rents %2, but the phase runs on %3</source>
        <translation>offer &quot;%1&quot; rents %2, but the phase runs on %3</translation>
    </message>
    <message>
        <source>starts before the project start (day 0)</source>
        <translation>starts before the project start (day 0)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another phase</source>
        <translation>&quot;%1&quot; is used by another phase</translation>
    </message>
    <message>
        <source>a deadline needs a start date</source>
        <translation>a deadline needs a start date</translation>
    </message>
    <message>
        <source>is before the start date</source>
        <translation>is before the start date</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown profile &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names another scenario</source>
        <translation>&quot;%1&quot; names another scenario</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown value &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date like 2026-12-31</source>
        <translation>&quot;%1&quot; is not a date like 2026-12-31</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; known: %2</source>
        <translation>unknown model &quot;%1&quot;; known: %2</translation>
    </message>
    <message>
        <source>expected a count such as 7e9 or &quot;7B&quot;</source>
        <translation>expected a count such as 7e9 or &quot;7B&quot;</translation>
    </message>
    <message>
        <source>give exactly one of: &quot;tokens&quot; (training), &quot;tokens_in&quot;/&quot;tokens_out&quot; (inference or evaluation), &quot;data_gb&quot; (data preparation)</source>
        <translation>give exactly one of: &quot;tokens&quot; (training), &quot;tokens_in&quot;/&quot;tokens_out&quot; (inference or evaluation), &quot;data_gb&quot; (data preparation)</translation>
    </message>
    <message>
        <source>give the model either as &quot;model&quot; (a preset) or as &quot;params&quot; (a count)</source>
        <translation>give the model either as &quot;model&quot; (a preset) or as &quot;params&quot; (a count)</translation>
    </message>
    <message>
        <source>training tokens need a training task (full, lora or qlora)</source>
        <translation>training tokens need a training task (full, lora or qlora)</translation>
    </message>
    <message>
        <source>tokens in and out need the inference task</source>
        <translation>tokens in and out need the inference task</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>is missing</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another quote</source>
        <translation>&quot;%1&quot; is used by another quote</translation>
    </message>
    <message>
        <source>%1 is not a valid value for this setting (see rentplan estimate --help)</source>
        <translation>%1 is not a valid value for this setting (see rentplan estimate --help)</translation>
    </message>
    <message>
        <source>no &quot;format&quot;</source>
        <translation>no &quot;format&quot;</translation>
    </message>
    <message>
        <source>this is not a RentPlan plan (.rentplan JSON): expected &quot;%1&quot;, found %2</source>
        <translation>this is not a RentPlan plan (.rentplan JSON): expected &quot;%1&quot;, found %2</translation>
    </message>
    <message>
        <source>this is not a RentPlan plan (.rentplan JSON, starting with &quot;{&quot;)</source>
        <translation>this is not a RentPlan plan (.rentplan JSON, starting with &quot;{&quot;)</translation>
    </message>
    <message>
        <source>; it looks like a CSV table: a quote sheet is imported into a plan (Billing → Import CSV), a list of jobs into the ledger</source>
        <translation>; it looks like a CSV table: a quote sheet is imported into a plan (Billing → Import CSV), a list of jobs into the ledger</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a MIG profile like 1g.10gb or 3g.40gb</source>
        <translation>&quot;%1&quot; is not a MIG profile like 1g.10gb or 3g.40gb</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for a CPU machine)</source>
        <translation>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for a CPU machine)</translation>
    </message>
    <message>
        <source>unknown fabric &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown fabric &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>unknown phase kind &quot;%1&quot;; expected one of: %2</source>
        <translation>unknown phase kind &quot;%1&quot;; expected one of: %2</translation>
    </message>
    <message>
        <source>gives %1 hours per run at its throughput, more than the %2 hours a phase may last; check its size</source>
        <translation>gives %1 hours per run at its throughput, more than the %2 hours a phase may last; check its size</translation>
    </message>
    <message>
        <source>gives %1 hours per run on %2 × %3, more than the %4 hours a phase may last; check its tokens</source>
        <translation>gives %1 hours per run on %2 × %3, more than the %4 hours a phase may last; check its tokens</translation>
    </message>
    <message>
        <source>%1 offers on %2 phases are %3 comparisons; RentPlan is built for at most %4: keep the offers that matter in this plan</source>
        <translation>%1 offers on %2 phases are %3 comparisons; RentPlan is built for at most %4: keep the offers that matter in this plan</translation>
    </message>
    <message>
        <source>%1 quotes on %2 phases are %3 comparisons; RentPlan is built for at most %4: split the quotes over several plans</source>
        <translation>%1 quotes on %2 phases are %3 comparisons; RentPlan is built for at most %4: split the quotes over several plans</translation>
    </message>
    <message>
        <source>%1 is not between 0 and 1 (a rate of 6 % is written 0.06)</source>
        <translation>%1 is not between 0 and 1 (a rate of 6 % is written 0.06)</translation>
    </message>
    <message>
        <source>must be one line, without line breaks or control characters</source>
        <translation>must be one line, without line breaks or control characters</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are accepted</source>
        <translation>is %1 characters long; at most %2 are accepted</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>must be above 0</translation>
    </message>
    <message>
        <source>%1 is below low (%2)</source>
        <translation>%1 is below low (%2)</translation>
    </message>
    <message>
        <source>%1 is below mode (%2)</source>
        <translation>%1 is below mode (%2)</translation>
    </message>
    <message>
        <source>must be below 1: a run that always fails never ends</source>
        <translation>must be below 1: a run that always fails never ends</translation>
    </message>
    <message>
        <source>belongs to the whole project: state it in project.uncertainty</source>
        <translation>belongs to the whole project: state it in project.uncertainty</translation>
    </message>
</context>
<context>
    <name>PrivateModule</name>
    <message>
        <source>this part of RentPlan is not installed: reinstall RentPlan</source>
        <translation>this part of RentPlan is not installed: reinstall RentPlan</translation>
    </message>
    <message>
        <source>not one of RentPlan&apos;s libraries (no %1)</source>
        <translation>not one of RentPlan&apos;s libraries (no %1)</translation>
    </message>
    <message>
        <source>the library is version %1, the program %2: reinstall RentPlan</source>
        <translation>the library is version %1, the program %2: reinstall RentPlan</translation>
    </message>
</context>
<context>
    <name>ProcurementTermsText</name>
    <message>
        <source>Tax</source>
        <translation>Tax</translation>
    </message>
    <message>
        <source>tax rate %1; whether the prices include it is not stated</source>
        <translation>tax rate %1; whether the prices include it is not stated</translation>
    </message>
    <message>
        <source>State whether the quoted prices include tax at %1.</source>
        <translation>State whether the quoted prices include tax at %1.</translation>
    </message>
    <message>
        <source>prices include tax (%1)</source>
        <translation>prices include tax (%1)</translation>
    </message>
    <message>
        <source>prices include tax</source>
        <translation>prices include tax</translation>
    </message>
    <message>
        <source>Quote prices with tax at %1 included.</source>
        <translation>Quote prices with tax at %1 included.</translation>
    </message>
    <message>
        <source>Quote prices with tax included, and state its rate.</source>
        <translation>Quote prices with tax included, and state its rate.</translation>
    </message>
    <message>
        <source>prices exclude tax (VAT %1)</source>
        <translation>prices exclude tax (VAT %1)</translation>
    </message>
    <message>
        <source>prices exclude tax (rate not stated)</source>
        <translation>prices exclude tax (rate not stated)</translation>
    </message>
    <message>
        <source>Quote prices without tax; tax at %1 is added on the invoice.</source>
        <translation>Quote prices without tax; tax at %1 is added on the invoice.</translation>
    </message>
    <message>
        <source>Quote prices without tax, and state the rate added on the invoice.</source>
        <translation>Quote prices without tax, and state the rate added on the invoice.</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Payment terms</translation>
    </message>
    <message>
        <source>Payment on these terms: %1</source>
        <translation>Payment on these terms: %1</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>The machines are located in: %1</source>
        <translation>The machines are located in: %1</translation>
    </message>
    <message>
        <source>Data residency</source>
        <translation>Data residency</translation>
    </message>
    <message>
        <source>The data, its copies and backups stay where required: %1</source>
        <translation>The data, its copies and backups stay where required: %1</translation>
    </message>
    <message>
        <source>Quotes must stay valid until</source>
        <translation>Quotes must stay valid until</translation>
    </message>
    <message>
        <source>The quote stays valid until %1 at least.</source>
        <translation>The quote stays valid until %1 at least.</translation>
    </message>
    <message>
        <source>Procurement terms</source>
        <translation>Procurement terms</translation>
    </message>
    <message>
        <source>not stated in the plan (project.tax_included, tax_rate, payment_terms, region, data_residency, quote_valid_until)</source>
        <translation>not stated in the plan (project.tax_included, tax_rate, payment_terms, region, data_residency, quote_valid_until)</translation>
    </message>
    <message>
        <source>With %1 tax: %2</source>
        <translation>With %1 tax: %2</translation>
    </message>
    <message>
        <source>The prices include tax (%1): the budget needs no tax added.</source>
        <translation>The prices include tax (%1): the budget needs no tax added.</translation>
    </message>
    <message>
        <source>The prices include tax: the budget needs no tax added.</source>
        <translation>The prices include tax: the budget needs no tax added.</translation>
    </message>
    <message>
        <source>The prices exclude tax, at a rate the plan does not state (project.tax_rate): add it to the budget.</source>
        <translation>The prices exclude tax, at a rate the plan does not state (project.tax_rate): add it to the budget.</translation>
    </message>
</context>
<context>
    <name>ProjectPlanner</name>
    <message>
        <source>the plan has no scenario &quot;%1&quot;</source>
        <translation>the plan has no scenario &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown scenario &quot;%1&quot;; the plan has: %2</source>
        <translation>unknown scenario &quot;%1&quot;; the plan has: %2</translation>
    </message>
    <message>
        <source>no offer rents this card: add a quote</source>
        <translation>no offer rents this card: add a quote</translation>
    </message>
    <message numerus="yes">
        <source>the model needs at least %n of these cards</source>
        <translation>
            <numerusform>the model needs at least %n of these cards</numerusform>
            <numerusform>the model needs at least %n of these cards</numerusform>
        </translation>
    </message>
    <message>
        <source>no price: add a CPU offer (card &quot;none&quot;) to the plan</source>
        <translation>no price: add a CPU offer (card &quot;none&quot;) to the plan</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot;: %2</source>
        <translation>offer &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>ProjectRecommendation</name>
    <message>
        <source>rent per phase</source>
        <translation>rent per phase</translation>
    </message>
    <message>
        <source>buy for the peak</source>
        <translation>buy for the peak</translation>
    </message>
    <message>
        <source>own a baseline, rent the peaks</source>
        <translation>own a baseline, rent the peaks</translation>
    </message>
    <message>
        <source>Add phases to see what the project costs.</source>
        <translation>Add phases to see what the project costs.</translation>
    </message>
    <message>
        <source>Some phases have no offer for their card: add a quote for them before comparing strategies.</source>
        <translation>Some phases have no offer for their card: add a quote for them before comparing strategies.</translation>
    </message>
    <message>
        <source>Rent each phase: %1 in total. Add self-build figures to compare buying.</source>
        <translation>Rent each phase: %1 in total. Add self-build figures to compare buying.</translation>
    </message>
    <message>
        <source>Rent each phase: %1. Buying cannot meet the deadline once the %2-day lead time is added.</source>
        <translation>Rent each phase: %1. Buying cannot meet the deadline once the %2-day lead time is added.</translation>
    </message>
    <message>
        <source>Buying wins even if the hardware sells for nothing at the end.</source>
        <translation>Buying wins even if the hardware sells for nothing at the end.</translation>
    </message>
    <message>
        <source>This holds while the hardware resells for at least %1 of its price (assumed: %2).</source>
        <translation>This holds while the hardware resells for at least %1 of its price (assumed: %2).</translation>
    </message>
    <message>
        <source>Buying loses even if the hardware resold for its full price.</source>
        <translation>Buying loses even if the hardware resold for its full price.</translation>
    </message>
    <message>
        <source>Rent each phase: %1 in total. No phase needs a GPU, so there is nothing to buy.</source>
        <translation>Rent each phase: %1 in total. No phase needs a GPU, so there is nothing to buy.</translation>
    </message>
    <message>
        <source>Owning the baseline wins even if it sells for nothing at the end.</source>
        <translation>Owning the baseline wins even if it sells for nothing at the end.</translation>
    </message>
    <message>
        <source>This holds while the owned cards resell for at least %1 of their price (assumed: %2).</source>
        <translation>This holds while the owned cards resell for at least %1 of their price (assumed: %2).</translation>
    </message>
    <message>
        <source>This holds while the hardware would resell for less than %1 of its price (assumed: %2).</source>
        <translation>This holds while the hardware would resell for less than %1 of its price (assumed: %2).</translation>
    </message>
    <message>
        <source>No strategy meets the deadline. The least late is to %1: %2, %3 days after the deadline day.</source>
        <translation>No strategy meets the deadline. The least late is to %1: %2, %3 days after the deadline day.</translation>
    </message>
    <message>
        <source>Rent each phase: %1. Buying cannot run the plan: %2</source>
        <translation>Rent each phase: %1. Buying cannot run the plan: %2</translation>
    </message>
    <message>
        <source>Rent each phase: %1, %2 less than buying for the peak, because owned cards would sit idle %3 of the time they are held.</source>
        <translation>Rent each phase: %1, %2 less than buying for the peak, because owned cards would sit idle %3 of the time they are held.</translation>
    </message>
    <message>
        <source>Buy %1 × %2 (%3 up front) and rent nothing beyond them: %4 net, %5 less than renting every phase.</source>
        <translation>Buy %1 × %2 (%3 up front) and rent nothing beyond them: %4 net, %5 less than renting every phase.</translation>
    </message>
    <message numerus="yes">
        <source>Own %1 × %2 (%3 up front) and rent up to %4 more in %n phase(s): %5 net, %6 less than renting every phase.</source>
        <translation>
            <numerusform>Own %1 × %2 (%3 up front) and rent up to %4 more in %n phase: %5 net, %6 less than renting every phase.</numerusform>
            <numerusform>Own %1 × %2 (%3 up front) and rent up to %4 more in %n phases: %5 net, %6 less than renting every phase.</numerusform>
        </translation>
    </message>
    <message>
        <source>Until they arrive after the %1-day lead time, those cards are rented too (%2, in the net).</source>
        <translation>Until they arrive after the %1-day lead time, those cards are rented too (%2, in the net).</translation>
    </message>
    <message>
        <source>Buy %1 × %2 (%3 up front): %4 net after resale against %5 for renting each phase, because the owned cards compute %6 of the time they are held.</source>
        <translation>Buy %1 × %2 (%3 up front): %4 net after resale against %5 for renting each phase, because the owned cards compute %6 of the time they are held.</translation>
    </message>
</context>
<context>
    <name>ProjectSections</name>
    <message>
        <source>a model of %1 B parameters</source>
        <translation>a model of %1 B parameters</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>no GPU</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>no offer</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>CPU only</translation>
    </message>
    <message>
        <source>single card</source>
        <translation>single card</translation>
    </message>
    <message>
        <source>NVLink %1 GB/s</source>
        <translation>NVLink %1 GB/s</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>day %1</translation>
    </message>
    <message>
        <source>Buy for the peak</source>
        <translation>Buy for the peak</translation>
    </message>
    <message>
        <source>Own a baseline, rent the peaks</source>
        <translation>Own a baseline, rent the peaks</translation>
    </message>
    <message>
        <source>Rent per phase</source>
        <translation>Rent per phase</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message numerus="yes">
        <source>The project runs %n phase(s) over %1 calendar days and uses %2 card-hours in total.</source>
        <translation>
            <numerusform>The project runs %n phase over %1 calendar days and uses %2 card-hours in total.</numerusform>
            <numerusform>The project runs %n phases over %1 calendar days and uses %2 card-hours in total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At its peak it needs %n × %1 (%2, %3).</source>
        <translation>
            <numerusform>At its peak it needs %n × %1 (%2, %3).</numerusform>
            <numerusform>At its peak it needs %n × %1 (%2, %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>It trains %1 (%2).</source>
        <translation>It trains %1 (%2).</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Contingency (%1)</source>
        <translation>Contingency (%1)</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Total budget</translation>
    </message>
    <message>
        <source>Calendar: from %1 to %2 (%3 days).</source>
        <translation>Calendar: from %1 to %2 (%3 days).</translation>
    </message>
    <message>
        <source>Deadline: %1.</source>
        <translation>Deadline: %1.</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Recommendation: %1</translation>
    </message>
    <message>
        <source>When it holds: %1</source>
        <translation>When it holds: %1</translation>
    </message>
    <message>
        <source>Memory sizing</source>
        <translation>Memory sizing</translation>
    </message>
    <message>
        <source>Memory on one GPU</source>
        <translation>Memory on one GPU</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adapters</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Runtime overhead</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>Memory (MiB)</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>Fewest cards</translation>
    </message>
    <message>
        <source>How they share the work</source>
        <translation>How they share the work</translation>
    </message>
    <message>
        <source>Cards that hold this model, with the fewest of each:</source>
        <translation>Cards that hold this model, with the fewest of each:</translation>
    </message>
    <message>
        <source>Phases and timeline</source>
        <translation>Phases and timeline</translation>
    </message>
    <message>
        <source>Cards in use over the project</source>
        <translation>Cards in use over the project</translation>
    </message>
    <message>
        <source>Days from the project start</source>
        <translation>Days from the project start</translation>
    </message>
    <message>
        <source>Owned cards if bought (%1)</source>
        <translation>Owned cards if bought (%1)</translation>
    </message>
    <message>
        <source>Owned baseline in the hybrid (%1)</source>
        <translation>Owned baseline in the hybrid (%1)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilization</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>Storage between phases</source>
        <translation>Storage between phases</translation>
    </message>
    <message>
        <source>Total, rented per phase</source>
        <translation>Total, rented per phase</translation>
    </message>
    <message>
        <source>%1 card-hours</source>
        <translation>%1 card-hours</translation>
    </message>
    <message>
        <source>Rent, buy or hybrid</source>
        <translation>Rent, buy or hybrid</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
    <message>
        <source>Buy: bought for the project</source>
        <translation>Buy: bought for the project</translation>
    </message>
    <message>
        <source>Buy: amortized share</source>
        <translation>Buy: amortized share</translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: own %n card(s)</source>
        <translation>
            <numerusform>Hybrid: own %n card</numerusform>
            <numerusform>Hybrid: own %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>Per computing card-hour</source>
        <translation>Per computing card-hour</translation>
    </message>
    <message>
        <source>Owned-card utilization</source>
        <translation>Owned-card utilization</translation>
    </message>
    <message>
        <source>Calendar days</source>
        <translation>Calendar days</translation>
    </message>
    <message numerus="yes">
        <source>Buy for the peak (%n card(s))</source>
        <translation>
            <numerusform>Buy for the peak (%n card)</numerusform>
            <numerusform>Buy for the peak (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Own %n card(s), rent the rest</source>
        <translation>
            <numerusform>Own %n card, rent the rest</numerusform>
            <numerusform>Own %n cards, rent the rest</numerusform>
        </translation>
    </message>
    <message>
        <source>Hybrid: total cost against owned cards</source>
        <translation>Hybrid: total cost against owned cards</translation>
    </message>
    <message>
        <source>Owned cards (baseline)</source>
        <translation>Owned cards (baseline)</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: own %n card(s), %1</source>
        <translation>
            <numerusform>Cheapest: own %n card, %1</numerusform>
            <numerusform>Cheapest: own %n cards, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned cards as on the axis, the rest rented</source>
        <translation>Owned cards as on the axis, the rest rented</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>%1 days late</source>
        <translation>%1 days late</translation>
    </message>
    <message>
        <source>Net cost of the project by strategy</source>
        <translation>Net cost of the project by strategy</translation>
    </message>
    <message>
        <source>Net cost after resale (%1)</source>
        <translation>Net cost after resale (%1)</translation>
    </message>
    <message>
        <source>Net cost</source>
        <translation>Net cost</translation>
    </message>
    <message>
        <source>Cash up front</source>
        <translation>Cash up front</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>cannot run</translation>
    </message>
    <message>
        <source>Net cost: what the strategy costs once the owned machines are sold at the end of the holding period. Cash up front: what buying them needs before the first phase can start.</source>
        <translation>Net cost: what the strategy costs once the owned machines are sold at the end of the holding period. Cash up front: what buying them needs before the first phase can start.</translation>
    </message>
    <message>
        <source>Buying cannot run the plan: %1</source>
        <translation>Buying cannot run the plan: %1</translation>
    </message>
    <message numerus="yes">
        <source>Buying %n machine(s) needs %1 up front and starts %2 days late (lead time). The machines are held %3 months (the project, or the minimum holding period the resale value assumes, if longer) and sold for %4 at the end: %5 net. The owned cards compute %6 of the time they are held.</source>
        <translation>
            <numerusform>Buying %n machine needs %1 up front and starts %2 days late (lead time). The machines are held %3 months (the project, or the minimum holding period the resale value assumes, if longer) and sold for %4 at the end: %5 net. The owned cards compute %6 of the time they are held.</numerusform>
            <numerusform>Buying %n machines needs %1 up front and starts %2 days late (lead time). The machines are held %3 months (the project, or the minimum holding period the resale value assumes, if longer) and sold for %4 at the end: %5 net. The owned cards compute %6 of the time they are held.</numerusform>
        </translation>
    </message>
    <message>
        <source>With that lead time the project ends %1 days after the deadline day.</source>
        <translation>With that lead time the project ends %1 days after the deadline day.</translation>
    </message>
    <message>
        <source>Owning a baseline cannot run the plan: %1</source>
        <translation>Owning a baseline cannot run the plan: %1</translation>
    </message>
    <message>
        <source>The cheapest baseline owns no card: the hybrid is renting.</source>
        <translation>The cheapest baseline owns no card: the hybrid is renting.</translation>
    </message>
    <message numerus="yes">
        <source>The hybrid owns %n card(s) for %1 up front, held %2 months,</source>
        <translation>
            <numerusform>The hybrid owns %n card for %1 up front, held %2 months,</numerusform>
            <numerusform>The hybrid owns %n cards for %1 up front, held %2 months,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and rents up to %n more card(s)</source>
        <translation>
            <numerusform>and rents up to %n more card</numerusform>
            <numerusform>and rents up to %n more cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n phase(s): %1 net.</source>
        <translation>
            <numerusform>in %n phase: %1 net.</numerusform>
            <numerusform>in %n phases: %1 net.</numerusform>
        </translation>
    </message>
    <message>
        <source>and rents nothing: %1 net.</source>
        <translation>and rents nothing: %1 net.</translation>
    </message>
    <message>
        <source>%1 days to spare</source>
        <translation>%1 days to spare</translation>
    </message>
    <message numerus="yes">
        <source>%n owned card(s) bought: cash up front</source>
        <translation>
            <numerusform>%n owned card bought: cash up front</numerusform>
            <numerusform>%n owned cards bought: cash up front</numerusform>
        </translation>
    </message>
    <message>
        <source>Resale after %1 months</source>
        <translation>Resale after %1 months</translation>
    </message>
    <message>
        <source>Hosting, operations and maintenance over %1 months</source>
        <translation>Hosting, operations and maintenance over %1 months</translation>
    </message>
    <message>
        <source>Energy over %1 months</source>
        <translation>Energy over %1 months</translation>
    </message>
    <message>
        <source>Delay cost of the %1-day lead time</source>
        <translation>Delay cost of the %1-day lead time</translation>
    </message>
    <message>
        <source>Phases without GPU, still rented</source>
        <translation>Phases without GPU, still rented</translation>
    </message>
    <message>
        <source>Rented: phases off the owned card and cards beyond the baseline</source>
        <translation>Rented: phases off the owned card and cards beyond the baseline</translation>
    </message>
    <message>
        <source>Phase &quot;%1&quot;</source>
        <translation>Phase &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 (recommended), the lines above added up</source>
        <translation>%1 (recommended), the lines above added up</translation>
    </message>
    <message>
        <source>Phase &quot;%1&quot;: %2, %3, weights %4, context %5 tokens, batch %6, %7.</source>
        <translation>Phase &quot;%1&quot;: %2, %3, weights %4, context %5 tokens, batch %6, %7.</translation>
    </message>
    <message numerus="yes">
        <source>As planned: %n card(s), %1: %2 GiB per card.</source>
        <translation>
            <numerusform>As planned: %n card, %1: %2 GiB per card.</numerusform>
            <numerusform>As planned: %n cards, %1: %2 GiB per card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As planned: %n card(s)</source>
        <translation>
            <numerusform>As planned: %n card</numerusform>
            <numerusform>As planned: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest: %1 × %2, %3</source>
        <translation>Fewest: %1 × %2, %3</translation>
    </message>
    <message>
        <source>Deadline %1, the last day of work:</source>
        <translation>Deadline %1, the last day of work:</translation>
    </message>
    <message>
        <source>%1 ends %2, %3 days before the end of the deadline day.</source>
        <translation>%1 ends %2, %3 days before the end of the deadline day.</translation>
    </message>
    <message>
        <source>%1 ends %2, %3 days after the end of the deadline day: it misses the deadline.</source>
        <translation>%1 ends %2, %3 days after the end of the deadline day: it misses the deadline.</translation>
    </message>
    <message>
        <source>Rented: the baseline&apos;s cards until they are delivered (%1-day lead time)</source>
        <translation>Rented: the baseline&apos;s cards until they are delivered (%1-day lead time)</translation>
    </message>
    <message>
        <source>Simulated cost, P50 of %1 futures</source>
        <translation>Simulated cost, P50 of %1 futures</translation>
    </message>
    <message>
        <source>Simulated cost, P90</source>
        <translation>Simulated cost, P90</translation>
    </message>
    <message>
        <source>Budget at %1: it holds in %2 of the simulated futures</source>
        <translation>Budget at %1: it holds in %2 of the simulated futures</translation>
    </message>
    <message>
        <source>Contingency (%1 of the point estimate) for what the plan does not foresee</source>
        <translation>Contingency (%1 of the point estimate) for what the plan does not foresee</translation>
    </message>
    <message>
        <source>The recommended strategy meets it in %1 of the simulated futures.</source>
        <translation>The recommended strategy meets it in %1 of the simulated futures.</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>Sharding and offload buffers</translation>
    </message>
</context>
<context>
    <name>QuoteChecklist</name>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>%1 × %2, %3 (ask the provider to write the form factor into the quote)</source>
        <translation>%1 × %2, %3 (ask the provider to write the form factor into the quote)</translation>
    </message>
    <message>
        <source>The same chip is sold as SXM and as PCIe; only SXM boards carry NVLink.</source>
        <translation>The same chip is sold as SXM and as PCIe; only SXM boards carry NVLink.</translation>
    </message>
    <message>
        <source>Not required: each card works on its own job</source>
        <translation>Not required: each card works on its own job</translation>
    </message>
    <message>
        <source>NVLink between all %1 cards, %2 GB/s per card; not PCIe only</source>
        <translation>NVLink between all %1 cards, %2 GB/s per card; not PCIe only</translation>
    </message>
    <message>
        <source>%1 has no NVLink: two 4-card NVLink machines can beat one 8-card PCIe machine, or accept PCIe scaling</source>
        <translation>%1 has no NVLink: two 4-card NVLink machines can beat one 8-card PCIe machine, or accept PCIe scaling</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Gradient exchange between cards waits on the link; PCIe gives about 5–6× on 8 cards.</source>
        <translation>Gradient exchange between cards waits on the link; PCIe gives about 5–6× on 8 cards.</translation>
    </message>
    <message>
        <source>CPU cores and RAM per GPU</source>
        <translation>CPU cores and RAM per GPU</translation>
    </message>
    <message>
        <source>At least %1 CPU cores and %2 GB RAM per machine (%3 cores and %4 GB per GPU)</source>
        <translation>At least %1 CPU cores and %2 GB RAM per machine (%3 cores and %4 GB per GPU)</translation>
    </message>
    <message>
        <source>Too few cores starve the cards of data; too little RAM makes preprocessing swap.</source>
        <translation>Too few cores starve the cards of data; too little RAM makes preprocessing swap.</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Local NVMe</translation>
    </message>
    <message>
        <source>At least %1 GB of local NVMe per machine (model, %2 checkpoints, data set), with its read speed stated</source>
        <translation>At least %1 GB of local NVMe per machine (model, %2 checkpoints, data set), with its read speed stated</translation>
    </message>
    <message>
        <source>Training from network storage or a small system disk leaves the cards waiting for input.</source>
        <translation>Training from network storage or a small system disk leaves the cards waiting for input.</translation>
    </message>
    <message>
        <source>At least %1 Mbit/s, dedicated, with the traffic allowance and the price per GB beyond it</source>
        <translation>At least %1 Mbit/s, dedicated, with the traffic allowance and the price per GB beyond it</translation>
    </message>
    <message>
        <source>; between the %1 machines 100 GbE or InfiniBand</source>
        <translation>; between the %1 machines 100 GbE or InfiniBand</translation>
    </message>
    <message>
        <source>Network bandwidth</source>
        <translation>Network bandwidth</translation>
    </message>
    <message>
        <source>A shared uplink makes model and data transfers unpredictable; 1 or 10 GbE between machines is too slow for training across them.</source>
        <translation>A shared uplink makes model and data transfers unpredictable; 1 or 10 GbE between machines is too slow for training across them.</translation>
    </message>
    <message>
        <source>Exclusive GPU</source>
        <translation>Exclusive GPU</translation>
    </message>
    <message>
        <source>%1 whole %2 cards: no vGPU, MIG mode disabled</source>
        <translation>%1 whole %2 cards: no vGPU, MIG mode disabled</translation>
    </message>
    <message>
        <source>%1 whole %2 cards: no vGPU or shared card</source>
        <translation>%1 whole %2 cards: no vGPU or shared card</translation>
    </message>
    <message>
        <source>A slice or a shared card has less memory and a neighbour&apos;s load.</source>
        <translation>A slice or a shared card has less memory and a neighbour&apos;s load.</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot; (%2): minimum billed %3 h; storage while stopped %4 per month; </source>
        <translation>Offer &quot;%1&quot; (%2): minimum billed %3 h; storage while stopped %4 per month; </translation>
    </message>
    <message>
        <source>renewal %1 per card and period; early release: %2</source>
        <translation>renewal %1 per card and period; early release: %2</translation>
    </message>
    <message>
        <source>billing step %1 h</source>
        <translation>billing step %1 h</translation>
    </message>
    <message>
        <source>Ask for the minimum billed time, what a stopped machine costs, the renewal price and the refund on early release</source>
        <translation>Ask for the minimum billed time, what a stopped machine costs, the renewal price and the refund on early release</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>Billing terms</translation>
    </message>
    <message>
        <source>These terms, not the hourly price, decide what a short or interrupted job costs.</source>
        <translation>These terms, not the hourly price, decide what a short or interrupted job costs.</translation>
    </message>
    <message>
        <source>Invoice and tax</source>
        <translation>Invoice and tax</translation>
    </message>
    <message>
        <source>Prices in %1 with tax stated; a tax invoice for every bill</source>
        <translation>Prices in %1 with tax stated; a tax invoice for every bill</translation>
    </message>
    <message>
        <source>Purchasing needs a price that includes tax and an invoice it can book.</source>
        <translation>Purchasing needs a price that includes tax and an invoice it can book.</translation>
    </message>
    <message>
        <source>Data deletion on release</source>
        <translation>Data deletion on release</translation>
    </message>
    <message>
        <source>Disks wiped on release with written confirmation; data disks not deleted with the instance by default</source>
        <translation>Disks wiped on release with written confirmation; data disks not deleted with the instance by default</translation>
    </message>
    <message>
        <source>Released instances lose their data, and the provider should not keep a copy.</source>
        <translation>Released instances lose their data, and the provider should not keep a copy.</translation>
    </message>
    <message>
        <source>Monthly availability with compensation that can be claimed; a failed card replaced within a stated time</source>
        <translation>Monthly availability with compensation that can be claimed; a failed card replaced within a stated time</translation>
    </message>
    <message>
        <source> (each day without the machine costs this plan %1)</source>
        <translation> (each day without the machine costs this plan %1)</translation>
    </message>
    <message>
        <source>SLA and replacement time</source>
        <translation>SLA and replacement time</translation>
    </message>
    <message>
        <source>An availability percentage means little unless the compensation can be enforced.</source>
        <translation>An availability percentage means little unless the compensation can be enforced.</translation>
    </message>
</context>
<context>
    <name>QuoteRules</name>
    <message>
        <source>The quote does not say SXM or PCIe: the same card name covers both, and only SXM has NVLink.</source>
        <translation>The quote does not say SXM or PCIe: the same card name covers both, and only SXM has NVLink.</translation>
    </message>
    <message>
        <source>Ask how the %1 cards are linked (NVSwitch, NVLink bridges or PCIe only); check with nvidia-smi topo -m on delivery.</source>
        <translation>Ask how the %1 cards are linked (NVSwitch, NVLink bridges or PCIe only); check with nvidia-smi topo -m on delivery.</translation>
    </message>
    <message>
        <source>PCIe without NVLink for multi-card training: S(%1) ≈ %2 instead of %3, +%4 % hours. Two NVLinked 4-card machines usually beat one 8-card PCIe machine.</source>
        <translation>PCIe without NVLink for multi-card training: S(%1) ≈ %2 instead of %3, +%4 % hours. Two NVLinked 4-card machines usually beat one 8-card PCIe machine.</translation>
    </message>
    <message>
        <source>The quote does not give the CPU cores; ask for at least %1 (8 per GPU).</source>
        <translation>The quote does not give the CPU cores; ask for at least %1 (8 per GPU).</translation>
    </message>
    <message>
        <source>%1 GB of RAM for %2 GPUs (%3 GB per GPU, below 64): preprocessing will swap.</source>
        <translation>%1 GB of RAM for %2 GPUs (%3 GB per GPU, below 64): preprocessing will swap.</translation>
    </message>
    <message>
        <source>The quote does not give the RAM; ask for 64–128 GB per GPU.</source>
        <translation>The quote does not give the RAM; ask for 64–128 GB per GPU.</translation>
    </message>
    <message>
        <source>No local NVMe stated: data on network storage slows loading; ask for its size and type.</source>
        <translation>No local NVMe stated: data on network storage slows loading; ask for its size and type.</translation>
    </message>
    <message>
        <source>Shared uplink: moving model files and data sets will vary widely in speed; plan transfers with a margin.</source>
        <translation>Shared uplink: moving model files and data sets will vary widely in speed; plan transfers with a margin.</translation>
    </message>
    <message>
        <source>Ask whether the bandwidth is dedicated or shared, and capped by traffic.</source>
        <translation>Ask whether the bandwidth is dedicated or shared, and capped by traffic.</translation>
    </message>
    <message>
        <source>%1, not whole cards: performance depends on the neighbours, memory is capped and some features are missing.</source>
        <translation>%1, not whole cards: performance depends on the neighbours, memory is capped and some features are missing.</translation>
    </message>
    <message>
        <source>vGPU shares</source>
        <translation>vGPU shares</translation>
    </message>
    <message>
        <source>MIG slices</source>
        <translation>MIG slices</translation>
    </message>
    <message>
        <source>Ask whether the cards are whole and exclusive (no vGPU or MIG slices).</source>
        <translation>Ask whether the cards are whole and exclusive (no vGPU or MIG slices).</translation>
    </message>
    <message>
        <source>Storage billed while stopped: +%1 per month.</source>
        <translation>Storage billed while stopped: +%1 per month.</translation>
    </message>
    <message>
        <source>GPU time is billed even while stopped: only releasing the machine ends the charge.</source>
        <translation>GPU time is billed even while stopped: only releasing the machine ends the charge.</translation>
    </message>
    <message>
        <source>Ask what is still billed while the machine is stopped.</source>
        <translation>Ask what is still billed while the machine is stopped.</translation>
    </message>
    <message>
        <source>No refund on early release: a %1 period is paid in full even if the work ends sooner.</source>
        <translation>No refund on early release: a %1 period is paid in full even if the work ends sooner.</translation>
    </message>
    <message>
        <source>Renewal costs %1 % more than the first period.</source>
        <translation>Renewal costs %1 % more than the first period.</translation>
    </message>
    <message>
        <source>At least %1 h are billed per start: short runs cost that much anyway.</source>
        <translation>At least %1 h are billed per start: short runs cost that much anyway.</translation>
    </message>
    <message>
        <source>No tax invoice: a company purchase may not be able to pay it.</source>
        <translation>No tax invoice: a company purchase may not be able to pay it.</translation>
    </message>
    <message>
        <source>Ask whether prices include tax and a tax invoice can be issued.</source>
        <translation>Ask whether prices include tax and a tax invoice can be issued.</translation>
    </message>
    <message>
        <source>The provider does not promise to wipe the disks on release: keep secrets off them or wipe them yourself.</source>
        <translation>The provider does not promise to wipe the disks on release: keep secrets off them or wipe them yourself.</translation>
    </message>
    <message>
        <source>Ask how data is destroyed on release, and whether disks are encrypted.</source>
        <translation>Ask how data is destroyed on release, and whether disks are encrypted.</translation>
    </message>
    <message>
        <source>Ask for the monthly availability promised, the compensation, and how fast a failed card or machine is replaced.</source>
        <translation>Ask for the monthly availability promised, the compensation, and how fast a failed card or machine is replaced.</translation>
    </message>
    <message numerus="yes">
        <source>The quote expired %n day(s) ago: ask for a new one.</source>
        <translation>
            <numerusform>The quote expired %n day ago: ask for a new one.</numerusform>
            <numerusform>The quote expired %n days ago: ask for a new one.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs (%3 per GPU): data loading will starve the cards, which compute at about %4 % of their speed (full speed from 8 cores per GPU; 8–16 is the usual advice).</source>
        <translation>%1 CPU cores for %2 GPUs (%3 per GPU): data loading will starve the cards, which compute at about %4 % of their speed (full speed from 8 cores per GPU; 8–16 is the usual advice).</translation>
    </message>
    <message>
        <source>%1 machines without InfiniBand/RoCE or %2 Gbit/s between them: multi-machine training over such a network barely works. The hours model&apos;s S(%3) ≈ %4 instead of %5, +%6 % hours, is the least it costs.</source>
        <translation>%1 machines without InfiniBand/RoCE or %2 Gbit/s between them: multi-machine training over such a network barely works. The hours model&apos;s S(%3) ≈ %4 instead of %5, +%6 % hours, is the least it costs.</translation>
    </message>
    <message>
        <source>SXM or PCIe: only SXM cards have NVLink</source>
        <translation>SXM or PCIe: only SXM cards have NVLink</translation>
    </message>
    <message>
        <source>The links between cards set multi-card speed</source>
        <translation>The links between cards set multi-card speed</translation>
    </message>
    <message>
        <source>InfiniBand or ≥ 100 Gbit/s between machines</source>
        <translation>InfiniBand or ≥ 100 Gbit/s between machines</translation>
    </message>
    <message>
        <source>NVLink for multi-card training</source>
        <translation>NVLink for multi-card training</translation>
    </message>
    <message>
        <source>8–16 CPU cores per GPU</source>
        <translation>8–16 CPU cores per GPU</translation>
    </message>
    <message>
        <source>64–128 GB of RAM per GPU</source>
        <translation>64–128 GB of RAM per GPU</translation>
    </message>
    <message>
        <source>Local NVMe for data and checkpoints</source>
        <translation>Local NVMe for data and checkpoints</translation>
    </message>
    <message>
        <source>Dedicated, uncapped bandwidth</source>
        <translation>Dedicated, uncapped bandwidth</translation>
    </message>
    <message>
        <source>Whole cards, no vGPU or MIG slices</source>
        <translation>Whole cards, no vGPU or MIG slices</translation>
    </message>
    <message>
        <source>Know what a stopped machine costs</source>
        <translation>Know what a stopped machine costs</translation>
    </message>
    <message>
        <source>Know what early release refunds</source>
        <translation>Know what early release refunds</translation>
    </message>
    <message>
        <source>Renewal at the first period&apos;s price</source>
        <translation>Renewal at the first period&apos;s price</translation>
    </message>
    <message>
        <source>Know the minimum billed time</source>
        <translation>Know the minimum billed time</translation>
    </message>
    <message>
        <source>Tax included, tax invoice issued</source>
        <translation>Tax included, tax invoice issued</translation>
    </message>
    <message>
        <source>Disks wiped or encrypted on release</source>
        <translation>Disks wiped or encrypted on release</translation>
    </message>
    <message>
        <source>Availability and repair times in writing</source>
        <translation>Availability and repair times in writing</translation>
    </message>
    <message>
        <source>Prices hold until the quote&apos;s date</source>
        <translation>Prices hold until the quote&apos;s date</translation>
    </message>
</context>
<context>
    <name>QuoteSheet</name>
    <message>
        <source>&quot;%1&quot; is not yes or no</source>
        <translation>&quot;%1&quot; is not yes or no</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; is not a number</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>expected &quot;%1&quot;, found &quot;%2&quot;</translation>
    </message>
    <message>
        <source>not a quote key; a quote sheet&apos;s columns are %1</source>
        <translation>not a quote key; a quote sheet&apos;s columns are %1</translation>
    </message>
</context>
<context>
    <name>QuoteTerms</name>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>NVLink between all cards (NVSwitch)</source>
        <translation>NVLink between all cards (NVSwitch)</translation>
    </message>
    <message>
        <source>NVLink bridges between pairs</source>
        <translation>NVLink bridges between pairs</translation>
    </message>
    <message>
        <source>no NVLink (PCIe only)</source>
        <translation>no NVLink (PCIe only)</translation>
    </message>
</context>
<context>
    <name>RemoveOfferCommand</name>
    <message>
        <source>Delete offer %1</source>
        <translation>Delete offer %1</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>single card</source>
        <translation>single card</translation>
    </message>
    <message>
        <source>NVLink %1 GB/s</source>
        <translation>NVLink %1 GB/s</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Untitled plan</translation>
    </message>
    <message>
        <source>GPU procurement plan</source>
        <translation>GPU procurement plan</translation>
    </message>
    <message>
        <source>EXAMPLE PRICES</source>
        <translation>EXAMPLE PRICES</translation>
    </message>
    <message>
        <source>The prices in this document are examples, not quotes. Replace every offer with the quotes you receive before anyone approves a budget from it.</source>
        <translation>The prices in this document are examples, not quotes. Replace every offer with the quotes you receive before anyone approves a budget from it.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>the plan as saved</source>
        <translation>the plan as saved</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>Document version</source>
        <translation>Document version</translation>
    </message>
    <message>
        <source>Quotes valid until</source>
        <translation>Quotes valid until</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>examples, not quotes</source>
        <translation>examples, not quotes</translation>
    </message>
    <message>
        <source>quotes</source>
        <translation>quotes</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message numerus="yes">
        <source>The project needs %n × %1 (%2, %3) for %4 of computing.</source>
        <translation>
            <numerusform>The project needs %n × %1 (%2, %3) for %4 of computing.</numerusform>
            <numerusform>The project needs %n × %1 (%2, %3) for %4 of computing.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>Whole project</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Cost of the recommended option</source>
        <translation>Cost of the recommended option</translation>
    </message>
    <message>
        <source>Contingency (%1 %)</source>
        <translation>Contingency (%1 %)</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Total budget</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Recommendation: %1</translation>
    </message>
    <message>
        <source>%1 — scenario %2</source>
        <translation>%1 — scenario %2</translation>
    </message>
    <message>
        <source>the plan, unsaved edits included</source>
        <translation>the plan, unsaved edits included</translation>
    </message>
    <message>
        <source>%1 (unsaved edits included)</source>
        <translation>%1 (unsaved edits included)</translation>
    </message>
</context>
<context>
    <name>ReportPdfWriter</name>
    <message>
        <source>the font &quot;%1&quot; is not installed (Debian package fonts-noto-cjk)</source>
        <translation>the font &quot;%1&quot; is not installed (Debian package fonts-noto-cjk)</translation>
    </message>
    <message>
        <source>unknown page size %1</source>
        <translation>unknown page size %1</translation>
    </message>
</context>
<context>
    <name>ReportSections</name>
    <message>
        <source>Assumptions and formulas</source>
        <translation>Assumptions and formulas</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Assumption</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation>Where it comes from</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>examples</source>
        <translation>examples</translation>
    </message>
    <message>
        <source>quotes</source>
        <translation>quotes</translation>
    </message>
    <message>
        <source>Placeholders shipped with RentPlan, not market prices: replace them with quotes</source>
        <translation>Placeholders shipped with RentPlan, not market prices: replace them with quotes</translation>
    </message>
    <message>
        <source>Typed from the providers&apos; quotes</source>
        <translation>Typed from the providers&apos; quotes</translation>
    </message>
    <message>
        <source>Contingency</source>
        <translation>Contingency</translation>
    </message>
    <message>
        <source>The plan&apos;s contingency field, added to the budget</source>
        <translation>The plan&apos;s contingency field, added to the budget</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>1 month = %1 h, 1 year = %2 h</source>
        <translation>1 month = %1 h, 1 year = %2 h</translation>
    </message>
    <message>
        <source>8 760 hours a year spread over 12 months</source>
        <translation>8 760 hours a year spread over 12 months</translation>
    </message>
    <message>
        <source>CPU and RAM per GPU</source>
        <translation>CPU and RAM per GPU</translation>
    </message>
    <message>
        <source>%1 cores, %2 GB</source>
        <translation>%1 cores, %2 GB</translation>
    </message>
    <message>
        <source>The lower end of the usual 8–16 cores and 64–128 GB per GPU</source>
        <translation>The lower end of the usual 8–16 cores and 64–128 GB per GPU</translation>
    </message>
    <message>
        <source>Checkpoints kept on local disk</source>
        <translation>Checkpoints kept on local disk</translation>
    </message>
    <message>
        <source>Keep the last three to five, in case the newest one was cut off while saving</source>
        <translation>Keep the last three to five, in case the newest one was cut off while saving</translation>
    </message>
    <message>
        <source>Model download</source>
        <translation>Model download</translation>
    </message>
    <message>
        <source>within %1 h, %2 Mbit/s</source>
        <translation>within %1 h, %2 Mbit/s</translation>
    </message>
    <message>
        <source>At 100 Mbit/s a 140 GB model takes about 3 hours; at 1 Gbit/s about 20 minutes</source>
        <translation>At 100 Mbit/s a 140 GB model takes about 3 hours; at 1 Gbit/s about 20 minutes</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formula</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Training memory per parameter</source>
        <translation>Training memory per parameter</translation>
    </message>
    <message>
        <source>2 (bf16 weights) + 2 (gradients) + 12 (fp32 master weights, Adam m and v) = 16 bytes; ZeRO stage k divides the sharded parts by the data-parallel count</source>
        <translation>2 (bf16 weights) + 2 (gradients) + 12 (fp32 master weights, Adam m and v) = 16 bytes; ZeRO stage k divides the sharded parts by the data-parallel count</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2019, ZeRO</source>
        <translation>Rajbhandari et al. 2019, ZeRO</translation>
    </message>
    <message>
        <source>Activations per layer</source>
        <translation>Activations per layer</translation>
    </message>
    <message>
        <source>s·b·h·(34 + 5·a·s/h) bytes; FlashAttention drops the second term; full recomputation keeps 2·s·b·h</source>
        <translation>s·b·h·(34 + 5·a·s/h) bytes; FlashAttention drops the second term; full recomputation keeps 2·s·b·h</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022</source>
        <translation>Korthikanti et al. 2022</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>2 · layers · KV heads · head dim · bytes · context · batch</source>
        <translation>2 · layers · KV heads · head dim · bytes · context · batch</translation>
    </message>
    <message>
        <source>Transformer attention</source>
        <translation>Transformer attention</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Training compute</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020; Narayanan et al. 2021</source>
        <translation>Kaplan et al. 2020; Narayanan et al. 2021</translation>
    </message>
    <message>
        <source>Multi-card scaling</source>
        <translation>Multi-card scaling</translation>
    </message>
    <message>
        <source>Fitted to 5–6× on 8 PCIe cards</source>
        <translation>Fitted to 5–6× on 8 PCIe cards</translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation>Billed time</translation>
    </message>
    <message>
        <source>max(minimum, ceil(T / step) · step)</source>
        <translation>max(minimum, ceil(T / step) · step)</translation>
    </message>
    <message>
        <source>The offer&apos;s billing rules</source>
        <translation>The offer&apos;s billing rules</translation>
    </message>
    <message>
        <source>Spot checkpoint interval</source>
        <translation>Spot checkpoint interval</translation>
    </message>
    <message>
        <source>τ = √(2CM)·[1 + (1/3)·√(C/2M) + (C/2M)/9] − C, M = 1/λ; wall time T·(1 + C/τ)/(1 − λ·(τ/2 + R))</source>
        <translation>τ = √(2CM)·[1 + (1/3)·√(C/2M) + (C/2M)/9] − C, M = 1/λ; wall time T·(1 + C/τ)/(1 − λ·(τ/2 + R))</translation>
    </message>
    <message>
        <source>Daly 2006; Young 1974</source>
        <translation>Daly 2006; Young 1974</translation>
    </message>
    <message>
        <source>Owned cost per card-hour</source>
        <translation>Owned cost per card-hour</translation>
    </message>
    <message>
        <source>(depreciation + hosting + staff + maintenance + energy per month) / (cards · 730 · utilization)</source>
        <translation>(depreciation + hosting + staff + maintenance + energy per month) / (cards · 730 · utilization)</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Total cost of ownership</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>The duration (or utilization) at which two cost curves cross, solved exactly on each linear piece</source>
        <translation>The duration (or utilization) at which two cost curves cross, solved exactly on each linear piece</translation>
    </message>
    <message>
        <source>The billing rules above</source>
        <translation>The billing rules above</translation>
    </message>
    <message>
        <source>%1 / card / %2</source>
        <translation>%1 / card / %2</translation>
    </message>
    <message>
        <source>%1 / card-hour</source>
        <translation>%1 / card-hour</translation>
    </message>
    <message>
        <source>Billing comparison</source>
        <translation>Billing comparison</translation>
    </message>
    <message numerus="yes">
        <source>Every offer of the plan and buying the hardware, priced for one job of %n card(s) computing for %1: minimum billed time, billing steps, whole periods, spot interruptions and storage included.</source>
        <translation>
            <numerusform>Every offer of the plan and buying the hardware, priced for one job of %n card computing for %1: minimum billed time, billing steps, whole periods, spot interruptions and storage included.</numerusform>
            <numerusform>Every offer of the plan and buying the hardware, priced for one job of %n cards computing for %1: minimum billed time, billing steps, whole periods, spot interruptions and storage included.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost against job duration</source>
        <translation>Total cost against job duration</translation>
    </message>
    <message>
        <source>Job duration (hours of computing)</source>
        <translation>Job duration (hours of computing)</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Billed hours per card</source>
        <translation>Billed hours per card</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Cost of the job</translation>
    </message>
    <message>
        <source>bought for the job</source>
        <translation>bought for the job</translation>
    </message>
    <message>
        <source>%1 per machine</source>
        <translation>%1 per machine</translation>
    </message>
    <message>
        <source>Cost per computing card-hour against utilization</source>
        <translation>Cost per computing card-hour against utilization</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Utilization (%)</translation>
    </message>
    <message>
        <source>Cost per card-hour (%1)</source>
        <translation>Cost per card-hour (%1)</translation>
    </message>
    <message>
        <source>Spot offer</source>
        <translation>Spot offer</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Interruptions per day</translation>
    </message>
    <message>
        <source>Checkpoint every (min)</source>
        <translation>Checkpoint every (min)</translation>
    </message>
    <message>
        <source>Daly interval (min)</source>
        <translation>Daly interval (min)</translation>
    </message>
    <message>
        <source>Young interval (min)</source>
        <translation>Young interval (min)</translation>
    </message>
    <message>
        <source>Wall hours per hour of work</source>
        <translation>Wall hours per hour of work</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>never finishes</translation>
    </message>
    <message>
        <source>Spot checkpoint policy</source>
        <translation>Spot checkpoint policy</translation>
    </message>
    <message>
        <source>Spot instances can be reclaimed at any time. Save a checkpoint at the interval below, write it to persistent storage (not the instance disk) and test the restart before relying on it.</source>
        <translation>Spot instances can be reclaimed at any time. Save a checkpoint at the interval below, write it to persistent storage (not the instance disk) and test the restart before relying on it.</translation>
    </message>
    <message>
        <source>Quote checklist</source>
        <translation>Quote checklist</translation>
    </message>
    <message>
        <source>Ask every provider to answer each line in writing before the order. The middle column is what this plan needs from one machine (%1 × %2).</source>
        <translation>Ask every provider to answer each line in writing before the order. The middle column is what this plan needs from one machine (%1 × %2).</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>This plan needs</source>
        <translation>This plan needs</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>Why it matters</translation>
    </message>
    <message>
        <source>Quote says</source>
        <translation>Quote says</translation>
    </message>
    <message>
        <source>Acceptance on delivery day</source>
        <translation>Acceptance on delivery day</translation>
    </message>
    <message>
        <source>Run these commands on each delivered machine before the first job and keep the output. Every line must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</source>
        <translation>Run these commands on each delivered machine before the first job and keep the output. Every line must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Expected for this plan</source>
        <translation>Expected for this plan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Model FLOPs utilization (MFU)</source>
        <translation>Model FLOPs utilization (MFU)</translation>
    </message>
    <message>
        <source>%1 (QLoRA %2)</source>
        <translation>%1 (QLoRA %2)</translation>
    </message>
    <message>
        <source>Share of the card&apos;s peak bf16 throughput a training run reaches; a phase may set its own</source>
        <translation>Share of the card&apos;s peak bf16 throughput a training run reaches; a phase may set its own</translation>
    </message>
    <message>
        <source>S(8) ≈ 7.9 with NVLink and ≈ 5.5 over PCIe, as 5–6× is reported for 8 PCIe cards</source>
        <translation>S(8) ≈ 7.9 with NVLink and ≈ 5.5 over PCIe, as 5–6× is reported for 8 PCIe cards</translation>
    </message>
    <message>
        <source>Resale below book value</source>
        <translation>Resale below book value</translation>
    </message>
    <message>
        <source>The second-hand market pays well below straight-line book value</source>
        <translation>The second-hand market pays well below straight-line book value</translation>
    </message>
    <message>
        <source>S(n) = n / (1 + (n − 1) · c); hours = FLOPs / (n · peak · MFU · S(n)/n)</source>
        <translation>S(n) = n / (1 + (n − 1) · c); hours = FLOPs / (n · peak · MFU · S(n)/n)</translation>
    </message>
    <message>
        <source>Scaling coefficient c inside one machine</source>
        <translation>Scaling coefficient c inside one machine</translation>
    </message>
    <message>
        <source>NVLink %1, PCIe %2</source>
        <translation>NVLink %1, PCIe %2</translation>
    </message>
    <message>
        <source>Scaling coefficient c between machines</source>
        <translation>Scaling coefficient c between machines</translation>
    </message>
    <message>
        <source>Gradients, ZeRO-3 weight gathers and tensor parallelism crossing an unknown or ordinary network; a machine boundary is never faster than the cards&apos; own link</source>
        <translation>Gradients, ZeRO-3 weight gathers and tensor parallelism crossing an unknown or ordinary network; a machine boundary is never faster than the cards&apos; own link</translation>
    </message>
    <message>
        <source>Scaling coefficient c on a fast fabric</source>
        <translation>Scaling coefficient c on a fast fabric</translation>
    </message>
    <message>
        <source>as inside the machine</source>
        <translation>as inside the machine</translation>
    </message>
    <message>
        <source>InfiniBand or RoCE, or at least %1 Gbit/s between machines, as an offer or quote states it</source>
        <translation>InfiniBand or RoCE, or at least %1 Gbit/s between machines, as an offer or quote states it</translation>
    </message>
    <message>
        <source>Scaling coefficient c, adapters only</source>
        <translation>Scaling coefficient c, adapters only</translation>
    </message>
    <message>
        <source>LoRA and QLoRA replicas that keep whole weights send only the adapters&apos; gradients, on any link</source>
        <translation>LoRA and QLoRA replicas that keep whole weights send only the adapters&apos; gradients, on any link</translation>
    </message>
    <message>
        <source>CPU cores per GPU in a quote</source>
        <translation>CPU cores per GPU in a quote</translation>
    </message>
    <message>
        <source>speed × min(1, √(cores per GPU / %1))</source>
        <translation>speed × min(1, √(cores per GPU / %1))</translation>
    </message>
    <message>
        <source>Too few cores starve data loading; a smooth curve: %1 cores per GPU keep %2 % of the speed, %3 cores %4 %</source>
        <translation>Too few cores starve data loading; a smooth curve: %1 cores per GPU keep %2 % of the speed, %3 cores %4 %</translation>
    </message>
    <message>
        <source>Kind of phase</source>
        <translation>Kind of phase</translation>
    </message>
    <message>
        <source>Default utilization</source>
        <translation>Default utilization</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Default utilization by kind of phase (a phase may set its own):</source>
        <translation>Default utilization by kind of phase (a phase may set its own):</translation>
    </message>
    <message>
        <source>FLOPs = 6 · P · tokens (8 · P with full recomputation); LoRA and QLoRA 4 · P (6 · P with recomputation)</source>
        <translation>FLOPs = 6 · P · tokens (8 · P with full recomputation); LoRA and QLoRA 4 · P (6 · P with recomputation)</translation>
    </message>
    <message numerus="yes">
        <source>Every offer of the plan costed to finish the largest phase, &quot;%1&quot;, planned as %n × %2 for %3: minimum billed time, billing steps, whole instances, spot interruptions, storage and data transfer included.</source>
        <translation>
            <numerusform>Every offer of the plan costed to finish the largest phase, &quot;%1&quot;, planned as %n × %2 for %3: minimum billed time, billing steps, whole instances, spot interruptions, storage and data transfer included.</numerusform>
            <numerusform>Every offer of the plan costed to finish the largest phase, &quot;%1&quot;, planned as %n × %2 for %3: minimum billed time, billing steps, whole instances, spot interruptions, storage and data transfer included.</numerusform>
        </translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Cards and how they run</source>
        <translation>Cards and how they run</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>Hours to finish</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>cannot run: %1</translation>
    </message>
    <message>
        <source>bought for this phase alone; price per machine</source>
        <translation>bought for this phase alone; price per machine</translation>
    </message>
    <message>
        <source>Buying is shown for this phase alone; the chapter &quot;Rent, buy or hybrid&quot; weighs owning over the whole project.</source>
        <translation>Buying is shown for this phase alone; the chapter &quot;Rent, buy or hybrid&quot; weighs owning over the whole project.</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>no price yet</translation>
    </message>
    <message>
        <source>not ranked: %1</source>
        <translation>not ranked: %1</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>day %1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>CPU only</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>no offer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>%1 (+%2 %)</source>
        <translation>%1 (+%2 %)</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>single card</source>
        <translation>single card</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>not needed</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Bill of quantities</source>
        <translation>Bill of quantities</translation>
    </message>
    <message>
        <source>What to rent, one numbered line per machine of a phase; lines that ask for the same machine over overlapping days are merged. These are the lines of the request for quotation (rentplan rfq); the quote checklist and the acceptance procedure refer to their numbers. Billed hours are per card, as the plan prices each phase.</source>
        <translation>What to rent, one numbered line per machine of a phase; lines that ask for the same machine over overlapping days are merged. These are the lines of the request for quotation (rentplan rfq); the quote checklist and the acceptance procedure refer to their numbers. Billed hours are per card, as the plan prices each phase.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards per machine × machines</source>
        <translation>Cards per machine × machines</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>Billed hours</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>Mandatory</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Each machine of a line, at least:</source>
        <translation>Each machine of a line, at least:</translation>
    </message>
    <message>
        <source>Inside the machine</source>
        <translation>Inside the machine</translation>
    </message>
    <message>
        <source>Between machines</source>
        <translation>Between machines</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU cores</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Local NVMe</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Acceptable substitutes</source>
        <translation>Acceptable substitutes</translation>
    </message>
    <message>
        <source>Substitutes: cards that run every phase of the line and finish each within %1 % of the cheapest way to finish it, with how much more they cost.</source>
        <translation>Substitutes: cards that run every phase of the line and finish each within %1 % of the cheapest way to finish it, with how much more they cost.</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1: %2 × %3 per machine</source>
        <translation>
            <numerusform>Line %1: %2 × %3 per machine</numerusform>
            <numerusform>Lines %1: %2 × %3 per machine</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask every provider to answer each item in writing before the order, for every line of the bill of quantities. Lines that ask for the same machine share one list; its middle column is what the most demanding of them needs from one machine.</source>
        <translation>Ask every provider to answer each item in writing before the order, for every line of the bill of quantities. Lines that ask for the same machine share one list; its middle column is what the most demanding of them needs from one machine.</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1 rent machines without GPU: ask for their CPU cores, RAM and local disk as the bill of quantities states them.</source>
        <translation>
            <numerusform>Line %1 rents machines without GPU: ask for their CPU cores, RAM and local disk as the bill of quantities states them.</numerusform>
            <numerusform>Lines %1 rent machines without GPU: ask for their CPU cores, RAM and local disk as the bill of quantities states them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run these commands on each delivered machine of a line before the first job and keep the output. Every check must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</source>
        <translation>Run these commands on each delivered machine of a line before the first job and keep the output. Every check must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1 rent machines without GPU: check their CPU cores, RAM and local disk with lscpu, free -g and lsblk against the bill of quantities.</source>
        <translation>
            <numerusform>Line %1 rents machines without GPU: check their CPU cores, RAM and local disk with lscpu, free -g and lsblk against the bill of quantities.</numerusform>
            <numerusform>Lines %1 rent machines without GPU: check their CPU cores, RAM and local disk with lscpu, free -g and lsblk against the bill of quantities.</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>Risk register</translation>
    </message>
    <message>
        <source>What could change the budget or the calendar, computed from this plan; each impact is for the risk alone.</source>
        <translation>What could change the budget or the calendar, computed from this plan; each impact is for the risk alone.</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risk</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>What happens</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>What each phase&apos;s hours were computed with:</source>
        <translation>What each phase&apos;s hours were computed with:</translation>
    </message>
    <message>
        <source>2 · P per token (prefill and decode)</source>
        <translation>2 · P per token (prefill and decode)</translation>
    </message>
    <message>
        <source>not used: these hours do not scale with the cards</source>
        <translation>not used: these hours do not scale with the cards</translation>
    </message>
    <message>
        <source>one card: nothing to share</source>
        <translation>one card: nothing to share</translation>
    </message>
    <message>
        <source>adapters only, on any link</source>
        <translation>adapters only, on any link</translation>
    </message>
    <message numerus="yes">
        <source>between %n machines, fast fabric</source>
        <translation>
            <numerusform>between %n machines, fast fabric</numerusform>
            <numerusform>between %n machines, fast fabric</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>between %n machines, ordinary network</source>
        <translation>
            <numerusform>between %n machines, ordinary network</numerusform>
            <numerusform>between %n machines, ordinary network</numerusform>
        </translation>
    </message>
    <message>
        <source>inside one machine, NVLink</source>
        <translation>inside one machine, NVLink</translation>
    </message>
    <message>
        <source>inside one machine, PCIe</source>
        <translation>inside one machine, PCIe</translation>
    </message>
    <message>
        <source>c = %1 (%2): S(%3) = %4</source>
        <translation>c = %1 (%2): S(%3) = %4</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Cards and split</source>
        <translation>Cards and split</translation>
    </message>
    <message>
        <source>Scaling used</source>
        <translation>Scaling used</translation>
    </message>
    <message>
        <source>FLOPs per token</source>
        <translation>FLOPs per token</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilization</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>no GPU</translation>
    </message>
    <message>
        <source>(set in the phase)</source>
        <translation>(set in the phase)</translation>
    </message>
    <message>
        <source>(default for %1)</source>
        <translation>(default for %1)</translation>
    </message>
    <message>
        <source>typed hours</source>
        <translation>typed hours</translation>
    </message>
    <message>
        <source>%1 · P (%2, %3), P = %4 B</source>
        <translation>%1 · P (%2, %3), P = %4 B</translation>
    </message>
    <message>
        <source>Terms to confirm with each vendor: %1.</source>
        <translation>Terms to confirm with each vendor: %1.</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Confirm with each vendor</source>
        <translation>Confirm with each vendor</translation>
    </message>
    <message>
        <source>Terms to confirm with each vendor</source>
        <translation>Terms to confirm with each vendor</translation>
    </message>
</context>
<context>
    <name>RequirementCheck</name>
    <message numerus="yes">
        <source>%n machine(s) of %1</source>
        <translation>
            <numerusform>%n machine of %1</numerusform>
            <numerusform>%n machines of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in all, each %1 that run tensor-parallel inside one machine</source>
        <translation>
            <numerusform>%n card in all, each %1 that run tensor-parallel inside one machine</numerusform>
            <numerusform>%n cards in all, each %1 that run tensor-parallel inside one machine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in all, in one machine or several</source>
        <translation>
            <numerusform>%n card in all, in one machine or several</numerusform>
            <numerusform>%n cards in all, in one machine or several</numerusform>
        </translation>
    </message>
    <message>
        <source>the listings disagree: %1; %2</source>
        <translation>the listings disagree: %1; %2</translation>
    </message>
    <message numerus="yes">
        <source>Tensor parallelism over %1 cards cannot span machines, and this one holds %n.</source>
        <translation>
            <numerusform>Tensor parallelism over %1 cards cannot span machines, and this one holds %n.</numerusform>
            <numerusform>Tensor parallelism over %1 cards cannot span machines, and this one holds %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of its %n cards form whole tensor-parallel groups of %2.</source>
        <translation>
            <numerusform>%1 of its %n card form whole tensor-parallel groups of %2.</numerusform>
            <numerusform>%1 of its %n cards form whole tensor-parallel groups of %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no NVLink needed: %1 has none, its tensor-parallel groups run over PCIe</source>
        <translation>no NVLink needed: %1 has none, its tensor-parallel groups run over PCIe</translation>
    </message>
    <message>
        <source>no NVLink needed: the cards run data parallel</source>
        <translation>no NVLink needed: the cards run data parallel</translation>
    </message>
    <message>
        <source>The plan&apos;s hours assume NVLink between these cards; over PCIe the phase runs longer.</source>
        <translation>The plan&apos;s hours assume NVLink between these cards; over PCIe the phase runs longer.</translation>
    </message>
    <message>
        <source>NVLink between the cards of each tensor-parallel group of %1 (GPU0–GPU%2, …: NV# in topo -m)</source>
        <translation>NVLink between the cards of each tensor-parallel group of %1 (GPU0–GPU%2, …: NV# in topo -m)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in one machine</source>
        <translation>
            <numerusform>%n card in one machine</numerusform>
            <numerusform>%n cards in one machine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in %1 machines</source>
        <translation>
            <numerusform>%n card in %1 machines</numerusform>
            <numerusform>%n cards in %1 machines</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead of %2: enough for the peak phase, but its cards now talk across machines, which the plan&apos;s hours do not count on: the phase may run longer.</source>
        <translation>%1 instead of %2: enough for the peak phase, but its cards now talk across machines, which the plan&apos;s hours do not count on: the phase may run longer.</translation>
    </message>
    <message>
        <source>%1 instead of %2: enough for the peak phase.</source>
        <translation>%1 instead of %2: enough for the peak phase.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of the peak phase in all (planned: %1)</source>
        <translation>
            <numerusform>%n card of the peak phase in all (planned: %1)</numerusform>
            <numerusform>%n cards of the peak phase in all (planned: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the number of cards is not shown for every machine</source>
        <translation>%1; the number of cards is not shown for every machine</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n card(s) in all</source>
        <translation>
            <numerusform>%1 with %n card in all</numerusform>
            <numerusform>%1 with %n cards in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 cards, %n of them in whole tensor-parallel groups</source>
        <translation>
            <numerusform>%1 with %2 cards, %n of them in whole tensor-parallel groups</numerusform>
            <numerusform>%1 with %2 cards, %n of them in whole tensor-parallel groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) short of the peak phase.</source>
        <translation>
            <numerusform>%n card short of the peak phase.</numerusform>
            <numerusform>%n cards short of the peak phase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) needed: capture the other machines, or the delivery is short.</source>
        <translation>
            <numerusform>%n more card needed: capture the other machines, or the delivery is short.</numerusform>
            <numerusform>%n more cards needed: capture the other machines, or the delivery is short.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RfqAnswerReader</name>
    <message>
        <source>%1 (line %2), %3</source>
        <translation>%1 (line %2), %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2</source>
        <translation>&apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>is not a date like 2026-12-31</source>
        <translation>is not a date like 2026-12-31</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>is not a number</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>must not be negative</translation>
    </message>
    <message>
        <source>is not a whole number of at least 1</source>
        <translation>is not a whole number of at least 1</translation>
    </message>
    <message>
        <source>is not a line of this plan&apos;s request: the plan asks for nothing</source>
        <translation>is not a line of this plan&apos;s request: the plan asks for nothing</translation>
    </message>
    <message>
        <source>is not a line of this plan&apos;s request (lines 1 to %1): was it written for another plan or scenario?</source>
        <translation>is not a line of this plan&apos;s request (lines 1 to %1): was it written for another plan or scenario?</translation>
    </message>
    <message>
        <source>is not the card of the plan&apos;s line %1 (%2): was the request written for another plan or scenario?</source>
        <translation>is not the card of the plan&apos;s line %1 (%2): was the request written for another plan or scenario?</translation>
    </message>
    <message>
        <source>a CPU machine</source>
        <translation>a CPU machine</translation>
    </message>
    <message>
        <source>the vendor&apos;s name is missing</source>
        <translation>the vendor&apos;s name is missing</translation>
    </message>
    <message>
        <source>is not a card RentPlan knows: write its name as nvidia-smi prints it (%1)</source>
        <translation>is not a card RentPlan knows: write its name as nvidia-smi prints it (%1)</translation>
    </message>
    <message>
        <source>is a GPU, but the line asks for a CPU machine</source>
        <translation>is a GPU, but the line asks for a CPU machine</translation>
    </message>
    <message>
        <source>is not a GPU, but the line asks for one</source>
        <translation>is not a GPU, but the line asks for one</translation>
    </message>
    <message>
        <source>is not a billing mode; write one of: %1</source>
        <translation>is not a billing mode; write one of: %1</translation>
    </message>
    <message>
        <source>no price: give the price per card and billing period (billing mode: %1)</source>
        <translation>no price: give the price per card and billing period (billing mode: %1)</translation>
    </message>
    <message>
        <source>no price: give the price per card-hour (billing mode: %1)</source>
        <translation>no price: give the price per card-hour (billing mode: %1)</translation>
    </message>
    <message>
        <source>the sheet is empty: not an answered request for quotation</source>
        <translation>the sheet is empty: not an answered request for quotation</translation>
    </message>
    <message>
        <source>the first row does not hold the request&apos;s column keys (line, …, vendor, …): answer the request that rentplan rfq wrote, keeping its first row</source>
        <translation>the first row does not hold the request&apos;s column keys (line, …, vendor, …): answer the request that rentplan rfq wrote, keeping its first row</translation>
    </message>
</context>
<context>
    <name>RfqAward</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>never finishes on these terms</source>
        <translation>never finishes on these terms</translation>
    </message>
    <message>
        <source>the quote expired on %1</source>
        <translation>the quote expired on %1</translation>
    </message>
    <message>
        <source>available from %1, after the line starts on %2</source>
        <translation>available from %1, after the line starts on %2</translation>
    </message>
</context>
<context>
    <name>RfqAwardText</name>
    <message numerus="yes">
        <source>%n answered line(s) read</source>
        <translation>
            <numerusform>%n answered line read</numerusform>
            <numerusform>%n answered lines read</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU machine</source>
        <translation>CPU machine</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n card(s)</source>
        <translation>
            <numerusform>%1 × %n card</numerusform>
            <numerusform>%1 × %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1 (%2): %3, %4</source>
        <translation>Line %1 (%2): %3, %4</translation>
    </message>
    <message>
        <source>No complete award: no answer serves line(s) %1.</source>
        <translation>No complete award: no answer serves line(s) %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (line(s) %2)</source>
        <translation>
            <numerusform>%1 (line %2)</numerusform>
            <numerusform>%1 (lines %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest complete award, split: %1, %2 in all.</source>
        <translation>Cheapest complete award, split: %1, %2 in all.</translation>
    </message>
    <message>
        <source>Cheapest complete award: everything to %1, %2.</source>
        <translation>Cheapest complete award: everything to %1, %2.</translation>
    </message>
    <message>
        <source>The cheapest single vendor, %1, costs %2: the split saves %3 (%4 %).</source>
        <translation>The cheapest single vendor, %1, costs %2: the split saves %3 (%4 %).</translation>
    </message>
    <message>
        <source>No single vendor serves every line.</source>
        <translation>No single vendor serves every line.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left unanswered</source>
        <translation>
            <numerusform>%n line left unanswered</numerusform>
            <numerusform>%n lines left unanswered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU machine(s)</source>
        <translation>
            <numerusform>%n CPU machine</numerusform>
            <numerusform>%n CPU machines</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation>%1 × %2 %3</translation>
    </message>
</context>
<context>
    <name>RfqCsv</name>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Phases served</source>
        <translation>Phases served</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Card name in nvidia-smi</source>
        <translation>Card name in nvidia-smi</translation>
    </message>
    <message>
        <source>Memory per card (MiB)</source>
        <translation>Memory per card (MiB)</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>Link between the cards of a machine</source>
        <translation>Link between the cards of a machine</translation>
    </message>
    <message>
        <source>Cards per machine</source>
        <translation>Cards per machine</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <source>Network between machines</source>
        <translation>Network between machines</translation>
    </message>
    <message>
        <source>CPU cores per machine, at least</source>
        <translation>CPU cores per machine, at least</translation>
    </message>
    <message>
        <source>RAM per machine (GB), at least</source>
        <translation>RAM per machine (GB), at least</translation>
    </message>
    <message>
        <source>Local NVMe per machine (GB), at least</source>
        <translation>Local NVMe per machine (GB), at least</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Start date</translation>
    </message>
    <message>
        <source>End date (inclusive)</source>
        <translation>End date (inclusive)</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>Billed hours</translation>
    </message>
    <message>
        <source>Billing mode asked for</source>
        <translation>Billing mode asked for</translation>
    </message>
    <message>
        <source>Storage (GB)</source>
        <translation>Storage (GB)</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>Mandatory</translation>
    </message>
    <message>
        <source>Acceptable substitutes (within %1 % of the cheapest cost to finish)</source>
        <translation>Acceptable substitutes (within %1 % of the cheapest cost to finish)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Offered card (nvidia-smi name)</source>
        <translation>Offered card (nvidia-smi name)</translation>
    </message>
    <message>
        <source>Offered cards per machine</source>
        <translation>Offered cards per machine</translation>
    </message>
    <message>
        <source>Offered machines</source>
        <translation>Offered machines</translation>
    </message>
    <message>
        <source>Offered link between cards</source>
        <translation>Offered link between cards</translation>
    </message>
    <message>
        <source>Offered network between machines</source>
        <translation>Offered network between machines</translation>
    </message>
    <message>
        <source>Offered CPU cores per machine</source>
        <translation>Offered CPU cores per machine</translation>
    </message>
    <message>
        <source>Offered RAM per machine (GB)</source>
        <translation>Offered RAM per machine (GB)</translation>
    </message>
    <message>
        <source>Offered local NVMe per machine (GB)</source>
        <translation>Offered local NVMe per machine (GB)</translation>
    </message>
    <message>
        <source>Offered billing mode</source>
        <translation>Offered billing mode</translation>
    </message>
    <message>
        <source>Price per card-hour (%1)</source>
        <translation>Price per card-hour (%1)</translation>
    </message>
    <message>
        <source>Price per card and billing period (%1)</source>
        <translation>Price per card and billing period (%1)</translation>
    </message>
    <message>
        <source>Minimum billed hours</source>
        <translation>Minimum billed hours</translation>
    </message>
    <message>
        <source>Billing increment (hours)</source>
        <translation>Billing increment (hours)</translation>
    </message>
    <message>
        <source>Storage per machine and month (%1)</source>
        <translation>Storage per machine and month (%1)</translation>
    </message>
    <message>
        <source>Data out per GB (%1)</source>
        <translation>Data out per GB (%1)</translation>
    </message>
    <message>
        <source>Available from (date)</source>
        <translation>Available from (date)</translation>
    </message>
    <message>
        <source>Quote valid until (date)</source>
        <translation>Quote valid until (date)</translation>
    </message>
    <message>
        <source>Cancellation terms</source>
        <translation>Cancellation terms</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>RfqXlsx</name>
    <message>
        <source>Request</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the workbook: %1</source>
        <translation>cannot create a temporary folder for the workbook: %1</translation>
    </message>
    <message>
        <source>cannot start the workbook</source>
        <translation>cannot start the workbook</translation>
    </message>
    <message>
        <source>How to answer</source>
        <translation>How to answer</translation>
    </message>
    <message>
        <source>How to answer this request for quotation</source>
        <translation>How to answer this request for quotation</translation>
    </message>
    <message>
        <source>Each row of the sheet &quot;%1&quot; is one line of the order: the machines wanted, for which phases of the project, when and for how many billed hours.</source>
        <translation>Each row of the sheet &quot;%1&quot; is one line of the order: the machines wanted, for which phases of the project, when and for how many billed hours.</translation>
    </message>
    <message>
        <source>Fill in the shaded columns of every line you can offer; leave a line you do not offer empty. The other columns are locked so that the request stays as it was sent.</source>
        <translation>Fill in the shaded columns of every line you can offer; leave a line you do not offer empty. The other columns are locked so that the request stays as it was sent.</translation>
    </message>
    <message>
        <source>Offered card: write the card&apos;s name as nvidia-smi prints it (for example NVIDIA A100-SXM4-80GB). Left empty, the card asked for is offered. A card listed under acceptable substitutes may be offered instead.</source>
        <translation>Offered card: write the card&apos;s name as nvidia-smi prints it (for example NVIDIA A100-SXM4-80GB). Left empty, the card asked for is offered. A card listed under acceptable substitutes may be offered instead.</translation>
    </message>
    <message>
        <source>Offered billing mode: on_demand, weekly, monthly, yearly or spot (a list is offered in the cell). Give price_per_card_hour for on_demand and spot, and price_per_card_period for the others; prices in %1, per card (per machine for a CPU machine).</source>
        <translation>Offered billing mode: on_demand, weekly, monthly, yearly or spot (a list is offered in the cell). Give price_per_card_hour for on_demand and spot, and price_per_card_period for the others; prices in %1, per card (per machine for a CPU machine).</translation>
    </message>
    <message>
        <source>Link between cards: nvlink, pcie or none. Dates as YYYY-MM-DD. Numbers without units.</source>
        <translation>Link between cards: nvlink, pcie or none. Dates as YYYY-MM-DD. Numbers without units.</translation>
    </message>
    <message>
        <source>Keep the hidden first row: it holds the column keys that RentPlan reads the answer by.</source>
        <translation>Keep the hidden first row: it holds the column keys that RentPlan reads the answer by.</translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation>cannot write the workbook: %1</translation>
    </message>
    <message>
        <source>cannot read back the workbook: %1</source>
        <translation>cannot read back the workbook: %1</translation>
    </message>
    <message>
        <source>Terms of this request: confirm each in your answer</source>
        <translation>Terms of this request: confirm each in your answer</translation>
    </message>
</context>
<context>
    <name>RiskRegister</name>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>Spot reclaims</source>
        <translation>Spot reclaims</translation>
    </message>
    <message>
        <source>%1 reclaims a day, a checkpoint every %2 min</source>
        <translation>%1 reclaims a day, a checkpoint every %2 min</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs on %2 (%3).</source>
        <translation>&quot;%1&quot; runs on %2 (%3).</translation>
    </message>
    <message>
        <source>No phase runs on spot instances; if &quot;%1&quot; ran on %2 (%3):</source>
        <translation>No phase runs on spot instances; if &quot;%1&quot; ran on %2 (%3):</translation>
    </message>
    <message>
        <source>it would never finish: work is lost faster than it is saved.</source>
        <translation>it would never finish: work is lost faster than it is saved.</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>never finishes</translation>
    </message>
    <message>
        <source>Each hour of work takes %1 wall hours: %2 of work need %3 more per card.</source>
        <translation>Each hour of work takes %1 wall hours: %2 of work need %3 more per card.</translation>
    </message>
    <message numerus="yes">
        <source>+%1 per card on %n card(s): %2; the phase ends up to %3 later</source>
        <translation>
            <numerusform>+%1 per card on %n card: %2; the phase ends up to %3 later</numerusform>
            <numerusform>+%1 per card on %n cards: %2; the phase ends up to %3 later</numerusform>
        </translation>
    </message>
    <message>
        <source>(the phase&apos;s cost already includes it)</source>
        <translation>(the phase&apos;s cost already includes it)</translation>
    </message>
    <message>
        <source>No phase runs on spot instances, and no spot offer runs &quot;%1&quot;.</source>
        <translation>No phase runs on spot instances, and no spot offer runs &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Lead-time slip</source>
        <translation>Lead-time slip</translation>
    </message>
    <message>
        <source>Bought machines arrive %1 after the order; every phase waits for them.</source>
        <translation>Bought machines arrive %1 after the order; every phase waits for them.</translation>
    </message>
    <message>
        <source>Bought, the project keeps %1 to the deadline: a longer slip misses it.</source>
        <translation>Bought, the project keeps %1 to the deadline: a longer slip misses it.</translation>
    </message>
    <message>
        <source>Bought, the project already ends %1 after the deadline.</source>
        <translation>Bought, the project already ends %1 after the deadline.</translation>
    </message>
    <message>
        <source>%1 × %2 a day = %3; each further day of slip %2</source>
        <translation>%1 × %2 a day = %3; each further day of slip %2</translation>
    </message>
    <message>
        <source>%1 of waiting; the plan states no delay cost</source>
        <translation>%1 of waiting; the plan states no delay cost</translation>
    </message>
    <message>
        <source>One vendor for the peak phase</source>
        <translation>One vendor for the peak phase</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; needs %n card(s) at once from %2.</source>
        <translation>
            <numerusform>&quot;%1&quot; needs %n card at once from %2.</numerusform>
            <numerusform>&quot;%1&quot; needs %n cards at once from %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other provider of the plan offers machines that run it: if %1 cannot deliver them, the phase has no priced alternative.</source>
        <translation>No other provider of the plan offers machines that run it: if %1 cannot deliver them, the phase has no priced alternative.</translation>
    </message>
    <message>
        <source>no alternative: ask a second vendor for a quote</source>
        <translation>no alternative: ask a second vendor for a quote</translation>
    </message>
    <message numerus="yes">
        <source>If it cannot deliver them, the cheapest other provider is %1: %n × %2 for %3.</source>
        <translation>
            <numerusform>If it cannot deliver them, the cheapest other provider is %1: %n × %2 for %3.</numerusform>
            <numerusform>If it cannot deliver them, the cheapest other provider is %1: %n × %2 for %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 to finish the phase</source>
        <translation>+%1 to finish the phase</translation>
    </message>
    <message>
        <source>%1 less to finish the phase: ask both for quotes</source>
        <translation>%1 less to finish the phase: ask both for quotes</translation>
    </message>
    <message>
        <source>Prices change by ±%1 %</source>
        <translation>Prices change by ±%1 %</translation>
    </message>
    <message>
        <source>Renting per phase costs %1; every rental price %2 % higher or lower moves it by as much.</source>
        <translation>Renting per phase costs %1; every rental price %2 % higher or lower moves it by as much.</translation>
    </message>
    <message>
        <source>±%1 (from %2 to %3)</source>
        <translation>±%1 (from %2 to %3)</translation>
    </message>
    <message>
        <source>Slack to the deadline</source>
        <translation>Slack to the deadline</translation>
    </message>
    <message>
        <source>The plan sets no deadline.</source>
        <translation>The plan sets no deadline.</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>none stated</translation>
    </message>
    <message>
        <source>The recommended strategy ends %1 before the end of the deadline day, %2: any delay longer than that misses it.</source>
        <translation>The recommended strategy ends %1 before the end of the deadline day, %2: any delay longer than that misses it.</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 to spare</translation>
    </message>
    <message>
        <source>The recommended strategy ends %1 after the end of the deadline day, %2.</source>
        <translation>The recommended strategy ends %1 after the end of the deadline day, %2.</translation>
    </message>
    <message>
        <source>%1 late</source>
        <translation>%1 late</translation>
    </message>
    <message>
        <source>(%1 at %2 a day)</source>
        <translation>(%1 at %2 a day)</translation>
    </message>
    <message>
        <source>The owned baseline arrives %1 after the order; until then its cards are rented (%2, in the budget), so no phase waits for it.</source>
        <translation>The owned baseline arrives %1 after the order; until then its cards are rented (%2, in the budget), so no phase waits for it.</translation>
    </message>
    <message>
        <source>about %1 more rent for each day of slip</source>
        <translation>about %1 more rent for each day of slip</translation>
    </message>
    <message>
        <source>Simulated over %1 (%2), the recommended strategy costs from %3 to %4.</source>
        <translation>Simulated over %1 (%2), the recommended strategy costs from %3 to %4.</translation>
    </message>
    <message>
        <source>up to +%1 (simulated)</source>
        <translation>up to +%1 (simulated)</translation>
    </message>
    <message>
        <source>Cost above the point estimate</source>
        <translation>Cost above the point estimate</translation>
    </message>
    <message>
        <source>In %1 of %2 simulated futures the recommended strategy costs more than its point estimate of %3; its P90 is %4.</source>
        <translation>In %1 of %2 simulated futures the recommended strategy costs more than its point estimate of %3; its P90 is %4.</translation>
    </message>
    <message>
        <source>+%1 at P90</source>
        <translation>+%1 at P90</translation>
    </message>
    <message>
        <source>Prices change</source>
        <translation>Prices change</translation>
    </message>
    <message>
        <source>Simulated, it is met in %1 of the futures.</source>
        <translation>Simulated, it is met in %1 of the futures.</translation>
    </message>
</context>
<context>
    <name>SetCurrencyCommand</name>
    <message>
        <source>Change currency to %1</source>
        <translation>Change currency to %1</translation>
    </message>
</context>
<context>
    <name>ShapeInference</name>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parameters</translation>
    </message>
    <message>
        <source>Shape inferred from the parameter count (%1 layers, hidden size %2, %3 heads): KV cache and activations are estimates; give a config.json for exact figures.</source>
        <translation>Shape inferred from the parameter count (%1 layers, hidden size %2, %3 heads): KV cache and activations are estimates; give a config.json for exact figures.</translation>
    </message>
    <message>
        <source>Shape taken from %1, the shipped model of that size (%2 layers, hidden size %3, %4 heads, %5 KV heads): give a config.json for exact figures.</source>
        <translation>Shape taken from %1, the shipped model of that size (%2 layers, hidden size %3, %4 heads, %5 KV heads): give a config.json for exact figures.</translation>
    </message>
    <message>
        <source>Assumed grouped-query attention with %1 KV heads, as models of 30B and more use; set the KV head count if yours differs.</source>
        <translation>Assumed grouped-query attention with %1 KV heads, as models of 30B and more use; set the KV head count if yours differs.</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <source>more than %1 rows: not a request for quotation</source>
        <translation>more than %1 rows: not a request for quotation</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>a quoted field is never closed</translation>
    </message>
    <message>
        <source>sheet %1, row %2</source>
        <translation>sheet %1, row %2</translation>
    </message>
</context>
<context>
    <name>ShellTemplate</name>
    <message>
        <source>contains a NUL character, which no shell value can hold</source>
        <translation>contains a NUL character, which no shell value can hold</translation>
    </message>
</context>
<context>
    <name>SimulationCalibration</name>
    <message numerus="yes">
        <source>&quot;%1&quot; (%2, %3): %n job(s), billed %4 × the planned hours (P10 %5, P90 %6); %7 needed another run</source>
        <translation>
            <numerusform>&quot;%1&quot; (%2, %3): %n job, billed %4 × the planned hours (P10 %5, P90 %6); %7 needed another run</numerusform>
            <numerusform>&quot;%1&quot; (%2, %3): %n jobs, billed %4 × the planned hours (P10 %5, P90 %6); %7 needed another run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: only %n job(s) recorded, fewer than %3: the defaults stay</source>
        <translation>
            <numerusform>%1, %2: only %n job recorded, fewer than %3: the defaults stay</numerusform>
            <numerusform>%1, %2: only %n jobs recorded, fewer than %3: the defaults stay</numerusform>
        </translation>
    </message>
    <message>
        <source>The ledger has no job recorded from a plan phase with its planned hours (Planner → Record as job…): nothing to learn yet.</source>
        <translation>The ledger has no job recorded from a plan phase with its planned hours (Planner → Record as job…): nothing to learn yet.</translation>
    </message>
    <message numerus="yes">
        <source>No phase of this plan matches a card and kind of the ledger&apos;s %n recorded job(s).</source>
        <translation>
            <numerusform>No phase of this plan matches a card and kind of the ledger&apos;s %n recorded job.</numerusform>
            <numerusform>No phase of this plan matches a card and kind of the ledger&apos;s %n recorded jobs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransferCalculator</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>must be 0 to 10^9 GB</source>
        <translation>must be 0 to 10^9 GB</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>must be at least 1</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>must be above 0</translation>
    </message>
    <message>
        <source>must be 0 to 0.9 (a share of the line)</source>
        <translation>must be 0 to 0.9 (a share of the line)</translation>
    </message>
    <message>
        <source>must be 0 to 3600 seconds</source>
        <translation>must be 0 to 3600 seconds</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>must not be negative</translation>
    </message>
    <message>
        <source>Pack the %1 files into one archive (tar) or a few large shards before sending: the per-file cost drops from %2 to %3, saving %4. Unpack on the machine&apos;s local disk.</source>
        <translation>Pack the %1 files into one archive (tar) or a few large shards before sending: the per-file cost drops from %2 to %3, saving %4. Unpack on the machine&apos;s local disk.</translation>
    </message>
</context>
<context>
    <name>UncertaintyInputs</name>
    <message>
        <source>MFU reached</source>
        <translation>MFU reached</translation>
    </message>
    <message>
        <source>Amount of work</source>
        <translation>Amount of work</translation>
    </message>
    <message>
        <source>Trial rounds</source>
        <translation>Trial rounds</translation>
    </message>
    <message>
        <source>Runs repeated</source>
        <translation>Runs repeated</translation>
    </message>
    <message>
        <source>Hardware lead time</source>
        <translation>Hardware lead time</translation>
    </message>
    <message>
        <source>Rental price change</source>
        <translation>Rental price change</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>set in the project</source>
        <translation>set in the project</translation>
    </message>
    <message>
        <source>set in the phase</source>
        <translation>set in the phase</translation>
    </message>
    <message>
        <source>learned from the ledger</source>
        <translation>learned from the ledger</translation>
    </message>
    <message>
        <source>0.85 to 1.1 times the planned MFU, most likely the planned one: large published runs report 38–43 % (Llama 3, Dubey et al. 2024), and a rented machine&apos;s data loading and network more often fall short of a plan than beat it</source>
        <translation>0.85 to 1.1 times the planned MFU, most likely the planned one: large published runs report 38–43 % (Llama 3, Dubey et al. 2024), and a rented machine&apos;s data loading and network more often fall short of a plan than beat it</translation>
    </message>
    <message>
        <source>0.9 to 1.15 times the planned work: data sets and evaluations grow more often than they shrink; learn your own spread from the ledger</source>
        <translation>0.9 to 1.15 times the planned work: data sets and evaluations grow more often than they shrink; learn your own spread from the ledger</translation>
    </message>
    <message>
        <source>trial phases: from one round fewer to half again as many as planned, as experiments seldom converge on the first plan</source>
        <translation>trial phases: from one round fewer to half again as many as planned, as experiments seldom converge on the first plan</translation>
    </message>
    <message>
        <source>training phases: one run in twenty repeated once, after a crash it cannot resume from or a diverged loss</source>
        <translation>training phases: one run in twenty repeated once, after a crash it cannot resume from or a diverged loss</translation>
    </message>
    <message>
        <source>0.8 to 2 times the quoted lead time: procurement commonly takes three to six weeks, and longer when the card is scarce</source>
        <translation>0.8 to 2 times the quoted lead time: procurement commonly takes three to six weeks, and longer when the card is scarce</translation>
    </message>
    <message>
        <source>rented prices 10 % lower to 10 % higher than quoted: on-demand prices move with the market</source>
        <translation>rented prices 10 % lower to 10 % higher than quoted: on-demand prices move with the market</translation>
    </message>
    <message>
        <source>drawn from each spot offer&apos;s interruption rate (Poisson), with the offer&apos;s checkpoint interval</source>
        <translation>drawn from each spot offer&apos;s interruption rate (Poisson), with the offer&apos;s checkpoint interval</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of runs, at most %n more</source>
        <translation>
            <numerusform>%1 % of runs, at most %n more</numerusform>
            <numerusform>%1 % of runs, at most %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>each spot offer&apos;s rate</source>
        <translation>each spot offer&apos;s rate</translation>
    </message>
    <message>
        <source>every phase</source>
        <translation>every phase</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>WatchdogScript</name>
    <message>
        <source>must be above 0 and at most 100 (per cent GPU utilization)</source>
        <translation>must be above 0 and at most 100 (per cent GPU utilization)</translation>
    </message>
    <message>
        <source>must be 1 to 10080 (a week)</source>
        <translation>must be 1 to 10080 (a week)</translation>
    </message>
    <message>
        <source>must be at least 1 second and at most the idle time</source>
        <translation>must be at least 1 second and at most the idle time</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a process name (letters, digits, . _ + -, at most 15)</source>
        <translation>&quot;%1&quot; is not a process name (letters, digits, . _ + -, at most 15)</translation>
    </message>
    <message>
        <source>must be one non-empty line without control characters</source>
        <translation>must be one non-empty line without control characters</translation>
    </message>
</context>
<context>
    <name>XlsxSheet</name>
    <message>
        <source>cannot be unpacked</source>
        <translation>cannot be unpacked</translation>
    </message>
    <message>
        <source>cannot be unpacked (code %1)</source>
        <translation>cannot be unpacked (code %1)</translation>
    </message>
    <message>
        <source>unpacks to more than %1 MB: not a request for quotation</source>
        <translation>unpacks to more than %1 MB: not a request for quotation</translation>
    </message>
    <message>
        <source>is damaged (its checksum does not match)</source>
        <translation>is damaged (its checksum does not match)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>the workbook has no sheet</source>
        <translation>the workbook has no sheet</translation>
    </message>
    <message>
        <source>the first sheet&apos;s part is not named</source>
        <translation>the first sheet&apos;s part is not named</translation>
    </message>
    <message>
        <source>not an XLSX workbook (the zip container cannot be read)</source>
        <translation>not an XLSX workbook (the zip container cannot be read)</translation>
    </message>
    <message>
        <source>not an XLSX workbook (no xl/workbook.xml)</source>
        <translation>not an XLSX workbook (no xl/workbook.xml)</translation>
    </message>
    <message>
        <source>the first sheet&apos;s part is missing</source>
        <translation>the first sheet&apos;s part is missing</translation>
    </message>
    <message>
        <source>a cell beyond the last column</source>
        <translation>a cell beyond the last column</translation>
    </message>
    <message>
        <source>a cell names shared string %1, which is missing</source>
        <translation>a cell names shared string %1, which is missing</translation>
    </message>
    <message>
        <source>more than %1 rows: not a request for quotation</source>
        <translation>more than %1 rows: not a request for quotation</translation>
    </message>
</context>
<context>
    <name>rp::AcceptancePanel</name>
    <message>
        <source>Quote %1: %2 × %3, %4</source>
        <translation>Quote %1: %2 × %3, %4</translation>
    </message>
    <message>
        <source>Paste what the rented machine printed (nvidia-smi, nvidia-smi topo -m, lscpu, free -g, df -h, nproc…) or load the acceptance script&apos;s file. Each contract item then shows pass, FAIL or cannot tell, with the line it was read from.</source>
        <translation>Paste what the rented machine printed (nvidia-smi, nvidia-smi topo -m, lscpu, free -g, df -h, nproc…) or load the acceptance script&apos;s file. Each contract item then shows pass, FAIL or cannot tell, with the line it was read from.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>pasted text</translation>
    </message>
    <message>
        <source>Load a capture</source>
        <translation>Load a capture</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log *.csv);;All files (*)</source>
        <translation>Text files (*.txt *.log *.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Save the acceptance script</source>
        <translation>Save the acceptance script</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell scripts (*.sh)</translation>
    </message>
    <message>
        <source>Check against:</source>
        <translation>Check against:</translation>
    </message>
    <message>
        <source>Load capture…</source>
        <translation>Load capture…</translation>
    </message>
    <message>
        <source>Save acceptance script…</source>
        <translation>Save acceptance script…</translation>
    </message>
    <message>
        <source>Data folder:</source>
        <translation>Data folder:</translation>
    </message>
    <message>
        <source>Test download URL:</source>
        <translation>Test download URL:</translation>
    </message>
    <message>
        <source>optional, e.g. a large file on your object storage</source>
        <translation>optional, e.g. a large file on your object storage</translation>
    </message>
    <message>
        <source>Paste the output of the acceptance commands here</source>
        <translation>Paste the output of the acceptance commands here</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>What the plan&apos;s peak phase needs (its cards, on any machines)</source>
        <translation>What the plan&apos;s peak phase needs (its cards, on any machines)</translation>
    </message>
</context>
<context>
    <name>rp::AcceptanceTableModel</name>
    <message>
        <source>all machines</source>
        <translation>all machines</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Found</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Line read</source>
        <translation>Line read</translation>
    </message>
</context>
<context>
    <name>rp::AnsweredRequestsDialog</name>
    <message>
        <source>Answered requests for quotation</source>
        <translation>Answered requests for quotation</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>No answer</translation>
    </message>
    <message>
        <source>%1 (awarded)</source>
        <translation>%1 (awarded)</translation>
    </message>
    <message>
        <source>Cannot serve: %1</source>
        <translation>Cannot serve: %1</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1, row %2</translation>
    </message>
    <message>
        <source>%1, sheet %2, row %3</source>
        <translation>%1, sheet %2, row %3</translation>
    </message>
    <message numerus="yes">
        <source>Add %n awarded quote(s) to the plan</source>
        <translation>
            <numerusform>Add %n awarded quote to the plan</numerusform>
            <numerusform>Add %n awarded quotes to the plan</numerusform>
        </translation>
    </message>
    <message>
        <source>The awarded answers become quotes of the plan: compare them on the Quotes tab and check the delivered machines against them under Delivery acceptance.</source>
        <translation>The awarded answers become quotes of the plan: compare them on the Quotes tab and check the delivered machines against them under Delivery acceptance.</translation>
    </message>
</context>
<context>
    <name>rp::BillingChartView</name>
    <message>
        <source>(above the chart: from %1)</source>
        <translation>(above the chart: from %1)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
</context>
<context>
    <name>rp::BillingPage</name>
    <message>
        <source>Add offer</source>
        <translation>Add offer</translation>
    </message>
    <message>
        <source>Duplicate offer %1</source>
        <translation>Duplicate offer %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Cannot import</translation>
    </message>
    <message numerus="yes">
        <source>Import %n offer(s)</source>
        <translation>
            <numerusform>Import %n offer</numerusform>
            <numerusform>Import %n offers</numerusform>
        </translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Currency:</translation>
    </message>
    <message>
        <source>Currency of every price in this plan, e.g. CNY or USD</source>
        <translation>Currency of every price in this plan, e.g. CNY or USD</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add an empty offer</source>
        <translation>Add an empty offer</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Copy the selected offer</source>
        <translation>Copy the selected offer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete the selected offer</source>
        <translation>Delete the selected offer</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <source>Add offers from a quote sheet whose first line names the plan-file keys</source>
        <translation>Add offers from a quote sheet whose first line names the plan-file keys</translation>
    </message>
    <message>
        <source>Past jobs (ledger median)</source>
        <translation>Past jobs (ledger median)</translation>
    </message>
    <message>
        <source>Add offer from the ledger</source>
        <translation>Add offer from the ledger</translation>
    </message>
    <message>
        <source>Record as job…</source>
        <translation>Record as job…</translation>
    </message>
    <message>
        <source>Start a ledger entry for the selected offer, with its card, count and the cost planned here; you add what the job really cost.</source>
        <translation>Start a ledger entry for the selected offer, with its card, count and the cost planned here; you add what the job really cost.</translation>
    </message>
    <message>
        <source>Different currency</source>
        <translation>Different currency</translation>
    </message>
    <message>
        <source>The ledger price is in %1 but this plan counts in %2. RentPlan does not convert currencies: change the plan&apos;s currency first, or add the offer by hand at a converted price.</source>
        <translation>The ledger price is in %1 but this plan counts in %2. RentPlan does not convert currencies: change the plan&apos;s currency first, or add the offer by hand at a converted price.</translation>
    </message>
    <message>
        <source>Import quote sheet (CSV: first line id,provider,card,cards,mode,price_per_card_hour,price_per_card_period,…)</source>
        <translation>Import quote sheet (CSV: first line id,provider,card,cards,mode,price_per_card_hour,price_per_card_period,…)</translation>
    </message>
    <message>
        <source>Quote sheets (*.csv);;All files (*)</source>
        <translation>Quote sheets (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>%1

A quote sheet is a CSV file whose first line names offer fields (id, provider, card, cards, mode, price_per_card_hour or price_per_card_period, …), one offer per line after it. Help → Example files → Example quote sheet shows one.</source>
        <translation>%1

A quote sheet is a CSV file whose first line names offer fields (id, provider, card, cards, mode, price_per_card_hour or price_per_card_period, …), one offer per line after it. Help → Example files → Example quote sheet shows one.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No offers yet.&lt;/b&gt; Set the job above (cards and hours), then &lt;i&gt;Add&lt;/i&gt; the quotes you received, or &lt;i&gt;Import CSV…&lt;/i&gt; a quote sheet. To see how it works first: Help → Example Files → Open the Example Plan.</source>
        <translation>&lt;b&gt;No offers yet.&lt;/b&gt; Set the job above (cards and hours), then &lt;i&gt;Add&lt;/i&gt; the quotes you received, or &lt;i&gt;Import CSV…&lt;/i&gt; a quote sheet. To see how it works first: Help → Example Files → Open the Example Plan.</translation>
    </message>
    <message>
        <source>Offer details</source>
        <translation>Offer details</translation>
    </message>
    <message>
        <source>Buying the hardware</source>
        <translation>Buying the hardware</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offers&lt;/b&gt; — the example&apos;s prices are placeholders: type the quotes you receive</source>
        <translation>&lt;b&gt;Offers&lt;/b&gt; — the example&apos;s prices are placeholders: type the quotes you receive</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offers&lt;/b&gt; — right-click a column heading to show more columns</source>
        <translation>&lt;b&gt;Offers&lt;/b&gt; — right-click a column heading to show more columns</translation>
    </message>
    <message>
        <source>%1 — %2 × %3</source>
        <translation>%1 — %2 × %3</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Choose a phase of the plan as the job to compare cards by what they cost to finish.</source>
        <translation>Choose a phase of the plan as the job to compare cards by what they cost to finish.</translation>
    </message>
</context>
<context>
    <name>rp::CardCatalog</name>
    <message>
        <source>No GPU (CPU only)</source>
        <translation>No GPU (CPU only)</translation>
    </message>
</context>
<context>
    <name>rp::CardFitTableModel</name>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>short by %1</source>
        <translation>short by %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>Fits as set</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>Fewest cards</translation>
    </message>
    <message>
        <source>Headroom as set</source>
        <translation>Headroom as set</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>; or </translation>
    </message>
    <message>
        <source>Fewest cards: how</source>
        <translation>Fewest cards: how</translation>
    </message>
    <message>
        <source>Other settings</source>
        <translation>Other settings</translation>
    </message>
</context>
<context>
    <name>rp::ConfidencePanel</name>
    <message>
        <source>Add phases to see the spread of their cost.</source>
        <translation>Add phases to see the spread of their cost.</translation>
    </message>
    <message>
        <source>Add a phase with a GPU to see the spread of its cost.</source>
        <translation>Add a phase with a GPU to see the spread of its cost.</translation>
    </message>
    <message>
        <source>No strategy has a price yet: choose an offer for every phase with a GPU to see the spread of its cost.</source>
        <translation>No strategy has a price yet: choose an offer for every phase with a GPU to see the spread of its cost.</translation>
    </message>
    <message>
        <source>Simulating… %1</source>
        <translation>Simulating… %1</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulating…</translation>
    </message>
    <message>
        <source>%1 simulated futures (seed %2): the same plan always gives the same figures.</source>
        <translation>%1 simulated futures (seed %2): the same plan always gives the same figures.</translation>
    </message>
    <message>
        <source>%1 is the cheapest in %2 of the simulated futures.</source>
        <translation>%1 is the cheapest in %2 of the simulated futures.</translation>
    </message>
    <message>
        <source>Ask for %1 (P%2): it covers the cost of &quot;%3&quot; in %4 of the simulated futures.</source>
        <translation>Ask for %1 (P%2): it covers the cost of &quot;%3&quot; in %4 of the simulated futures.</translation>
    </message>
    <message>
        <source>The budget of %1 holds in %2 of them.</source>
        <translation>The budget of %1 holds in %2 of them.</translation>
    </message>
    <message>
        <source>%1 / %2 d</source>
        <translation>%1 / %2 d</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>no budget</translation>
    </message>
    <message>
        <source>● P50 and P90</source>
        <translation>● P50 and P90</translation>
    </message>
    <message>
        <source>the budget, %1</source>
        <translation>the budget, %1</translation>
    </message>
    <message>
        <source>the deadline, %1 d from the start</source>
        <translation>the deadline, %1 d from the start</translation>
    </message>
    <message>
        <source>Learn from my ledger…</source>
        <translation>Learn from my ledger…</translation>
    </message>
    <message>
        <source>Uncertain inputs: the range each is drawn from (low – most likely – high) and where it comes from</source>
        <translation>Uncertain inputs: the range each is drawn from (low – most likely – high) and where it comes from</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point estimate</source>
        <translation>Point estimate</translation>
    </message>
    <message>
        <source>Calendar P50 / P90</source>
        <translation>Calendar P50 / P90</translation>
    </message>
    <message>
        <source>Meets the deadline</source>
        <translation>Meets the deadline</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>Within budget</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>Cheapest in</translation>
    </message>
    <message>
        <source>One simulated future in ten costs less</source>
        <translation>One simulated future in ten costs less</translation>
    </message>
    <message>
        <source>Half the simulated futures cost less, half more</source>
        <translation>Half the simulated futures cost less, half more</translation>
    </message>
    <message>
        <source>Nine simulated futures in ten cost at most this</source>
        <translation>Nine simulated futures in ten cost at most this</translation>
    </message>
    <message>
        <source>The plan&apos;s own figure, every input at its planned value</source>
        <translation>The plan&apos;s own figure, every input at its planned value</translation>
    </message>
    <message>
        <source>Share of the simulated futures that end by the deadline</source>
        <translation>Share of the simulated futures that end by the deadline</translation>
    </message>
    <message>
        <source>Share of the simulated futures that cost at most the project&apos;s budget</source>
        <translation>Share of the simulated futures that cost at most the project&apos;s budget</translation>
    </message>
    <message>
        <source>Share of the simulated futures in which this strategy costs least</source>
        <translation>Share of the simulated futures in which this strategy costs least</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Why this default</source>
        <translation>Why this default</translation>
    </message>
    <message>
        <source>Learned from %1:</source>
        <translation>Learned from %1:</translation>
    </message>
    <message>
        <source>Use how long the jobs recorded from plan phases in your ledger really took, in place of the defaults, where a card and phase kind have at least 5 jobs</source>
        <translation>Use how long the jobs recorded from plan phases in your ledger really took, in place of the defaults, where a card and phase kind have at least 5 jobs</translation>
    </message>
</context>
<context>
    <name>rp::CostCurveChart</name>
    <message>
        <source>Total cost against job duration</source>
        <translation>Total cost against job duration</translation>
    </message>
    <message>
        <source>Job duration, hours (log scale)</source>
        <translation>Job duration, hours (log scale)</translation>
    </message>
    <message>
        <source>Job duration, hours</source>
        <translation>Job duration, hours</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>Total cost, %1</source>
        <translation>Total cost, %1</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
    <message>
        <source>No offers to compare yet</source>
        <translation>No offers to compare yet</translation>
    </message>
    <message>
        <source>Add an offer, import a quote sheet (Import CSV…), or open the example plan (Help → Example Files): each option&apos;s total cost then appears here against the job&apos;s duration.</source>
        <translation>Add an offer, import a quote sheet (Import CSV…), or open the example plan (Help → Example Files): each option&apos;s total cost then appears here against the job&apos;s duration.</translation>
    </message>
    <message>
        <source>No offer has a cost to draw yet</source>
        <translation>No offer has a cost to draw yet</translation>
    </message>
    <message>
        <source>An offer is drawn here once it has a price: type the price you were quoted in the offer&apos;s Price column.</source>
        <translation>An offer is drawn here once it has a price: type the price you were quoted in the offer&apos;s Price column.</translation>
    </message>
</context>
<context>
    <name>rp::DistributionChart</name>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>Project cost in the simulated futures</source>
        <translation>Project cost in the simulated futures</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>project cost (%1)</translation>
    </message>
    <message>
        <source>%1, logarithmic</source>
        <translation>%1, logarithmic</translation>
    </message>
    <message>
        <source>Calendar in the simulated futures</source>
        <translation>Calendar in the simulated futures</translation>
    </message>
    <message>
        <source>days from the start</source>
        <translation>days from the start</translation>
    </message>
    <message>
        <source>share of futures (%)</source>
        <translation>share of futures (%)</translation>
    </message>
    <message>
        <source>%1: P%2 %3</source>
        <translation>%1: P%2 %3</translation>
    </message>
    <message>
        <source>%1: %2 of the futures at or below %3</source>
        <translation>%1: %2 of the futures at or below %3</translation>
    </message>
</context>
<context>
    <name>rp::EstimateSettingsForm</name>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Context (tokens)</translation>
    </message>
    <message>
        <source>Batch / sequences</source>
        <translation>Batch / sequences</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPUs in total</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recomputation</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA targets</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inference</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Default (bf16; NF4 for QLoRA)</source>
        <translation>Default (bf16; NF4 for QLoRA)</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>int4 (group 64)</source>
        <translation>int4 (group 64)</translation>
    </message>
    <message>
        <source>NF4 (double quant)</source>
        <translation>NF4 (double quant)</translation>
    </message>
    <message>
        <source>0 — off</source>
        <translation>0 — off</translation>
    </message>
    <message>
        <source>1 — optimizer states</source>
        <translation>1 — optimizer states</translation>
    </message>
    <message>
        <source>2 — + gradients</source>
        <translation>2 — + gradients</translation>
    </message>
    <message>
        <source>3 — + weights</source>
        <translation>3 — + weights</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>Mixed (fp32 master weights)</source>
        <translation>Mixed (fp32 master weights)</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>Pure bf16</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selective</translation>
    </message>
    <message>
        <source>Full (gradient checkpointing)</source>
        <translation>Full (gradient checkpointing)</translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation>q and v projections</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>All linear layers</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Inference holds weights and KV cache; training adds gradients, optimizer states and activations; LoRA and QLoRA train small adapters on a frozen model.</source>
        <translation>Inference holds weights and KV cache; training adds gradients, optimizer states and activations; LoRA and QLoRA train small adapters on a frozen model.</translation>
    </message>
    <message>
        <source>Micro-batch for training, concurrent sequences for serving: KV cache and activations grow linearly with it.</source>
        <translation>Micro-batch for training, concurrent sequences for serving: KV cache and activations grow linearly with it.</translation>
    </message>
    <message>
        <source>Splits weights, states, activations and KV heads across this many cards; needs NVLink to be fast.</source>
        <translation>Splits weights, states, activations and KV heads across this many cards; needs NVLink to be fast.</translation>
    </message>
    <message>
        <source>ZeRO shards training state over the data-parallel ranks: stage 1 the optimizer states, 2 also gradients, 3 also weights.</source>
        <translation>ZeRO shards training state over the data-parallel ranks: stage 1 the optimizer states, 2 also gradients, 3 also weights.</translation>
    </message>
    <message>
        <source>Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure bf16 keeps everything in bf16 (8 bytes/parameter).</source>
        <translation>Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure bf16 keeps everything in bf16 (8 bytes/parameter).</translation>
    </message>
    <message>
        <source>Adapter size: each adapted layer gains rank × (inputs + outputs) trainable parameters.</source>
        <translation>Adapter size: each adapted layer gains rank × (inputs + outputs) trainable parameters.</translation>
    </message>
    <message>
        <source>Which linear layers get adapters.</source>
        <translation>Which linear layers get adapters.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>Optimizer in backward</translation>
    </message>
    <message>
        <source>DoRA</source>
        <translation>DoRA</translation>
    </message>
    <message>
        <source>Offload to host RAM</source>
        <translation>Offload to host RAM</translation>
    </message>
    <message>
        <source>Memory counted</source>
        <translation>Memory counted</translation>
    </message>
    <message>
        <source>Fixed overhead per GPU</source>
        <translation>Fixed overhead per GPU</translation>
    </message>
    <message>
        <source>NF4 (no double quant)</source>
        <translation>NF4 (no double quant)</translation>
    </message>
    <message>
        <source>FP4 (bitsandbytes)</source>
        <translation>FP4 (bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW</source>
        <translation>Paged 8-bit AdamW</translation>
    </message>
    <message>
        <source>Paged AdamW</source>
        <translation>Paged AdamW</translation>
    </message>
    <message>
        <source>SGD without momentum</source>
        <translation>SGD without momentum</translation>
    </message>
    <message>
        <source>SDPA / FlashAttention</source>
        <translation>SDPA / FlashAttention</translation>
    </message>
    <message>
        <source>Eager (stores the score matrix)</source>
        <translation>Eager (stores the score matrix)</translation>
    </message>
    <message>
        <source>Allocated tensors</source>
        <translation>Allocated tensors</translation>
    </message>
    <message>
        <source>Reserved by PyTorch</source>
        <translation>Reserved by PyTorch</translation>
    </message>
    <message>
        <source>Whole device (nvidia-smi)</source>
        <translation>Whole device (nvidia-smi)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>None (modelled)</source>
        <translation>None (modelled)</translation>
    </message>
    <message>
        <source>Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4, NF4 and FP4 about half a byte plus their scales. Embeddings and norms stay 16-bit when quantized.</source>
        <translation>Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4, NF4 and FP4 about half a byte plus their scales. Embeddings and norms stay 16-bit when quantized.</translation>
    </message>
    <message>
        <source>The KV cache grows with context × sequences; fp8 halves it, fp32 doubles it.</source>
        <translation>The KV cache grows with context × sequences; fp8 halves it, fp32 doubles it.</translation>
    </message>
    <message>
        <source>Sequence length. The KV cache grows linearly with it; under eager attention activations grow with its square.</source>
        <translation>Sequence length. The KV cache grows linearly with it; under eager attention activations grow with its square.</translation>
    </message>
    <message>
        <source>Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8, SGD without momentum 4. Paged optimizers keep their states in unified memory: only nvidia-smi counts them.</source>
        <translation>Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8, SGD without momentum 4. Paged optimizers keep their states in unified memory: only nvidia-smi counts them.</translation>
    </message>
    <message>
        <source>Each gradient is applied and freed during the backward pass, so the full gradient buffer is never held.</source>
        <translation>Each gradient is applied and freed during the backward pass, so the full gradient buffer is never held.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s scaled-dot-product attention (the default of transformers since 2024) and FlashAttention never store the sequence × sequence score matrix; eager attention does.</source>
        <translation>PyTorch&apos;s scaled-dot-product attention (the default of transformers since 2024) and FlashAttention never store the sequence × sequence score matrix; eager attention does.</translation>
    </message>
    <message>
        <source>Dropout probability on the adapters&apos; input (0 = off). When on, each adapted layer keeps a dropped copy of its input for the backward pass.</source>
        <translation>Dropout probability on the adapters&apos; input (0 = off). When on, each adapted layer keeps a dropped copy of its input for the backward pass.</translation>
    </message>
    <message>
        <source>Weight-decomposed LoRA: adds a trained magnitude per output and keeps one more copy of each adapted layer&apos;s output.</source>
        <translation>Weight-decomposed LoRA: adds a trained magnitude per output and keeps one more copy of each adapted layer&apos;s output.</translation>
    </message>
    <message>
        <source>Moves the chosen parts to host RAM (ZeRO-Offload, FSDP CPU offload, activation offloading): they leave the GPU and the RAM they need is shown apart.</source>
        <translation>Moves the chosen parts to host RAM (ZeRO-Offload, FSDP CPU offload, activation offloading): they leave the GPU and the RAM they need is shown apart.</translation>
    </message>
    <message>
        <source>What the total counts: the tensors (PyTorch&apos;s max_memory_allocated), plus the allocator&apos;s cache (max_memory_reserved), or the whole device with the CUDA context, as nvidia-smi shows. Card fit always uses the whole device.</source>
        <translation>What the total counts: the tensors (PyTorch&apos;s max_memory_allocated), plus the allocator&apos;s cache (max_memory_reserved), or the whole device with the CUDA context, as nvidia-smi shows. Card fit always uses the whole device.</translation>
    </message>
    <message>
        <source>A fixed amount per GPU in place of the modelled CUDA context and allocator reserve.</source>
        <translation>A fixed amount per GPU in place of the modelled CUDA context and allocator reserve.</translation>
    </message>
    <message>
        <source>Sharded model built</source>
        <translation>Sharded model built</translation>
    </message>
    <message>
        <source>One layer at a time</source>
        <translation>One layer at a time</translation>
    </message>
    <message>
        <source>Whole, then sharded</source>
        <translation>Whole, then sharded</translation>
    </message>
    <message>
        <source>Recomputing activations in the backward pass trades time for memory: selective drops the attention matrix, full (gradient checkpointing, the default of PEFT, torchtune and LLaMA-Factory) keeps only each layer&apos;s input and repeats the forward pass.</source>
        <translation>Recomputing activations in the backward pass trades time for memory: selective drops the attention matrix, full (gradient checkpointing, the default of PEFT, torchtune and LLaMA-Factory) keeps only each layer&apos;s input and repeats the forward pass.</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline stages</translation>
    </message>
    <message>
        <source>All GPUs of the job. Data-parallel ranks = GPUs / (tensor parallel × pipeline stages); ZeRO shards over them.</source>
        <translation>All GPUs of the job. Data-parallel ranks = GPUs / (tensor parallel × pipeline stages); ZeRO shards over them.</translation>
    </message>
    <message>
        <source>Splits the layers into this many consecutive stages, one per card: the first also holds the embeddings, the last the output layer. In training the first stage keeps the activations of as many micro-batches as there are stages (1F1B schedule).</source>
        <translation>Splits the layers into this many consecutive stages, one per card: the first also holds the embeddings, the last the output layer. In training the first stage keeps the activations of as many micro-batches as there are stages (1F1B schedule).</translation>
    </message>
    <message>
        <source>Chunked (LitGPT, torchtune)</source>
        <translation>Chunked (LitGPT, torchtune)</translation>
    </message>
    <message>
        <source>Fused (Liger, cut-CE)</source>
        <translation>Fused (Liger, cut-CE)</translation>
    </message>
    <message>
        <source>Quantized model readied by</source>
        <translation>Quantized model readied by</translation>
    </message>
    <message>
        <source>For a bitsandbytes model (int8, NF4, FP4): PEFT&apos;s prepare_model_for_kbit_training, which TRL&apos;s SFTTrainer runs, casts the embeddings, LM head and norms to fp32, and the hidden states between layers stay fp32; LLaMA-Factory, Unsloth, LitGPT and torchtune leave them in 16 bits.</source>
        <translation>For a bitsandbytes model (int8, NF4, FP4): PEFT&apos;s prepare_model_for_kbit_training, which TRL&apos;s SFTTrainer runs, casts the embeddings, LM head and norms to fp32, and the hidden states between layers stay fp32; LLaMA-Factory, Unsloth, LitGPT and torchtune leave them in 16 bits.</translation>
    </message>
    <message>
        <source>PEFT (TRL)</source>
        <translation>PEFT (TRL)</translation>
    </message>
    <message>
        <source>transformers (Unsloth)</source>
        <translation>transformers (Unsloth)</translation>
    </message>
    <message>
        <source>Standard (transformers Trainer)</source>
        <translation>Standard (transformers Trainer)</translation>
    </message>
    <message>
        <source>Standard, own loop keeps logits</source>
        <translation>Standard, own loop keeps logits</translation>
    </message>
    <message>
        <source>The standard loss holds 12 bytes per logit (sequence × vocabulary) under transformers&apos; Trainer, 14 in a loop that keeps the model&apos;s outputs until backward; a chunked loss about 4; a fused linear loss (Liger, cut cross-entropy) only a small chunk of them.</source>
        <translation>The standard loss holds 12 bytes per logit (sequence × vocabulary) under transformers&apos; Trainer, 14 in a loop that keeps the model&apos;s outputs until backward; a chunked loss about 4; a fused linear loss (Liger, cut cross-entropy) only a small chunk of them.</translation>
    </message>
    <message>
        <source>bitsandbytes release</source>
        <translation>bitsandbytes release</translation>
    </message>
    <message>
        <source>Sharded by</source>
        <translation>Sharded by</translation>
    </message>
    <message>
        <source>Layers per shard unit</source>
        <translation>Layers per shard unit</translation>
    </message>
    <message>
        <source>Prefetch next unit</source>
        <translation>Prefetch next unit</translation>
    </message>
    <message>
        <source>0.43.2 or later</source>
        <translation>0.43.2 or later</translation>
    </message>
    <message>
        <source>0.43.1 or earlier</source>
        <translation>0.43.1 or earlier</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>Up to 0.43.1 (before July 2024) bitsandbytes&apos; 4-bit matmul keeps each layer&apos;s input for the backward pass; later releases keep only the packed weight.</source>
        <translation>Up to 0.43.1 (before July 2024) bitsandbytes&apos; 4-bit matmul keeps each layer&apos;s input for the backward pass; later releases keep only the packed weight.</translation>
    </message>
    <message>
        <source>With ZeRO-3: FSDP gathers whole units and keeps its root (embeddings and output layer) whole from forward to backward; DeepSpeed gathers module by module and passes gradients through a bucket.</source>
        <translation>With ZeRO-3: FSDP gathers whole units and keeps its root (embeddings and output layer) whole from forward to backward; DeepSpeed gathers module by module and passes gradients through a bucket.</translation>
    </message>
    <message>
        <source>Decoder layers FSDP wraps into one unit, gathered together (1: one unit per layer).</source>
        <translation>Decoder layers FSDP wraps into one unit, gathered together (1: one unit per layer).</translation>
    </message>
    <message>
        <source>Gathers the next unit while the current one computes: faster, one more unit held.</source>
        <translation>Gathers the next unit while the current one computes: faster, one more unit held.</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradient accumulation</translation>
    </message>
    <message>
        <source>FSDP gradients cover</source>
        <translation>FSDP gradients cover</translation>
    </message>
    <message>
        <source> micro-batches</source>
        <translation> micro-batches</translation>
    </message>
    <message>
        <source>Trained weights (PEFT&apos;s wrapping)</source>
        <translation>Trained weights (PEFT&apos;s wrapping)</translation>
    </message>
    <message>
        <source>Whole units (LitGPT&apos;s wrapping)</source>
        <translation>Whole units (LitGPT&apos;s wrapping)</translation>
    </message>
    <message>
        <source>With ZeRO-3 or FSDP: DeepSpeed, accelerate, LitGPT and FSDP&apos;s own loading build the model one unit at a time; a script that moves the whole model to the GPU before wrapping it puts the whole 16-bit model on every card, a peak at load time.</source>
        <translation>With ZeRO-3 or FSDP: DeepSpeed, accelerate, LitGPT and FSDP&apos;s own loading build the model one unit at a time; a script that moves the whole model to the GPU before wrapping it puts the whole 16-bit model on every card, a peak at load time.</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step. Under FSDP the ones before the last skip the gradient sync, so every card keeps all gradients whole, not its shard.</source>
        <translation>Micro-batches per optimizer step. Under FSDP the ones before the last skip the gradient sync, so every card keeps all gradients whole, not its shard.</translation>
    </message>
    <message>
        <source>Under FSDP with LoRA: whether only the adapters get gradients, or the frozen weights that share a unit with them too (one flat parameter per block, as LitGPT wraps).</source>
        <translation>Under FSDP with LoRA: whether only the adapters get gradients, or the frozen weights that share a unit with them too (one flat parameter per block, as LitGPT wraps).</translation>
    </message>
</context>
<context>
    <name>rp::EstimatorPage</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 parameters</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 parameters</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 active per token</translation>
    </message>
    <message>
        <source>, %1 trainable</source>
        <translation>, %1 trainable</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Task and settings</source>
        <translation>Task and settings</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Compare with:</translation>
    </message>
    <message>
        <source>The card drawn next to the per-GPU bar. Selecting a row in the table picks it too.</source>
        <translation>The card drawn next to the per-GPU bar. Selecting a row in the table picks it too.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No estimate.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No estimate.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 parameters&lt;/b&gt; (shape inferred)</source>
        <translation>&lt;b&gt;%1 parameters&lt;/b&gt; (shape inferred)</translation>
    </message>
    <message>
        <source> (language model %1, vision %2)</source>
        <translation> (language model %1, vision %2)</translation>
    </message>
    <message>
        <source>Each GPU needs &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation>Each GPU needs &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>Loading peaks higher, at &lt;b&gt;%1&lt;/b&gt;, and that decides the fit.</source>
        <translation>Loading peaks higher, at &lt;b&gt;%1&lt;/b&gt;, and that decides the fit.</translation>
    </message>
    <message>
        <source>Loading peaks at %1.</source>
        <translation>Loading peaks at %1.</translation>
    </message>
    <message>
        <source>Host RAM for what is offloaded: %1.</source>
        <translation>Host RAM for what is offloaded: %1.</translation>
    </message>
    <message>
        <source>%1 of %2 card types hold it as set.</source>
        <translation>%1 of %2 card types hold it as set.</translation>
    </message>
    <message>
        <source>allocated tensors</source>
        <translation>allocated tensors</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>reserved by PyTorch</translation>
    </message>
    <message>
        <source>whole device, as nvidia-smi shows</source>
        <translation>whole device, as nvidia-smi shows</translation>
    </message>
    <message numerus="yes">
        <source>%n of them also hold it without gradient checkpointing, which takes about %1 % less time.</source>
        <translation>
            <numerusform>%n of them also holds it without gradient checkpointing, which takes about %1 % less time.</numerusform>
            <numerusform>%n of them also hold it without gradient checkpointing, which takes about %1 % less time.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card in the catalog: whether it holds the job as set, other settings worth knowing (cheaper levers where it does not fit, training without gradient checkpointing where that fits too), and the fewest cards of that type that hold it with the split RentPlan would choose.</source>
        <translation>Every card in the catalog: whether it holds the job as set, other settings worth knowing (cheaper levers where it does not fit, training without gradient checkpointing where that fits too), and the fewest cards of that type that hold it with the split RentPlan would choose.</translation>
    </message>
    <message>
        <source>Showing the phase &quot;%1&quot; of the plan, on the split the Planner runs it with: %2.</source>
        <translation>Showing the phase &quot;%1&quot; of the plan, on the split the Planner runs it with: %2.</translation>
    </message>
    <message>
        <source>Its %1 pipeline stages count as tensor parallelism here: each card holds the same share of the weights and cache.</source>
        <translation>Its %1 pipeline stages count as tensor parallelism here: each card holds the same share of the weights and cache.</translation>
    </message>
</context>
<context>
    <name>rp::ExamplesMenu</name>
    <message>
        <source>Open &amp;Example</source>
        <translation>Open &amp;Example</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model with LoRA (four phases)</source>
        <translation>Fine-tuning a 7B model with LoRA (four phases)</translation>
    </message>
    <message>
        <source>Full fine-tune of a 70B model</source>
        <translation>Full fine-tune of a 70B model</translation>
    </message>
    <message>
        <source>Inference service: 4-card baseline and release-week peaks</source>
        <translation>Inference service: 4-card baseline and release-week peaks</translation>
    </message>
    <message>
        <source>Comparing offers for one job (Billing tab)</source>
        <translation>Comparing offers for one job (Billing tab)</translation>
    </message>
</context>
<context>
    <name>rp::FinishOfferTableModel</name>
    <message>
        <source>no GPU</source>
        <translation>no GPU</translation>
    </message>
    <message>
        <source>A CPU offer: it prices phases without a GPU</source>
        <translation>A CPU offer: it prices phases without a GPU</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>cannot run</translation>
    </message>
    <message>
        <source>Cannot run the phase: %1</source>
        <translation>Cannot run the phase: %1</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Finishes the phase on %1 in %2</source>
        <translation>Finishes the phase on %1 in %2</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
    <message>
        <source>What finishing the phase costs with this offer: its card&apos;s own hours, the fewest cards that run the model on its machines, whole instances, storage, ingress and egress</source>
        <translation>What finishing the phase costs with this offer: its card&apos;s own hours, the fewest cards that run the model on its machines, whole instances, storage, ingress and egress</translation>
    </message>
</context>
<context>
    <name>rp::HybridCurveChart</name>
    <message>
        <source>owned cards (baseline)</source>
        <translation>owned cards (baseline)</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>project cost (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: cost against the owned baseline (best: %n card(s))</source>
        <translation>
            <numerusform>Hybrid: cost against the owned baseline (best: %n card)</numerusform>
            <numerusform>Hybrid: cost against the owned baseline (best: %n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add self-build figures to see owning a baseline</source>
        <translation>Add self-build figures to see owning a baseline</translation>
    </message>
    <message numerus="yes">
        <source>%n owned card(s): %1</source>
        <translation>
            <numerusform>%n owned card: %1</numerusform>
            <numerusform>%n owned cards: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rp::JobBar</name>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Hours of computing the job needs</source>
        <translation>Hours of computing the job needs</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cards</translation>
    </message>
    <message>
        <source>GPUs the job needs; offers are rented by whole instances</source>
        <translation>GPUs the job needs; offers are rented by whole instances</translation>
    </message>
    <message>
        <source>Owned-card utilization:</source>
        <translation>Owned-card utilization:</translation>
    </message>
    <message>
        <source>Share of the time owned cards would compute; sets energy and the cost per card-hour of buying</source>
        <translation>Share of the time owned cards would compute; sets energy and the cost per card-hour of buying</translation>
    </message>
    <message>
        <source>Data out:</source>
        <translation>Data out:</translation>
    </message>
    <message>
        <source>Data sent out of the provider during the job, billed per GB by some offers</source>
        <translation>Data sent out of the provider during the job, billed per GB by some offers</translation>
    </message>
    <message>
        <source>Log duration axis</source>
        <translation>Log duration axis</translation>
    </message>
    <message>
        <source>Show job duration on a logarithmic axis</source>
        <translation>Show job duration on a logarithmic axis</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Typed hours and cards</source>
        <translation>Typed hours and cards</translation>
    </message>
    <message>
        <source>Where the job comes from: hours and cards you type, or a phase of the plan, costed on every offer by what it takes to finish it</source>
        <translation>Where the job comes from: hours and cards you type, or a phase of the plan, costed on every offer by what it takes to finish it</translation>
    </message>
    <message>
        <source>The phase&apos;s hours on its own card and offer (edit the phase on the Planner tab)</source>
        <translation>The phase&apos;s hours on its own card and offer (edit the phase on the Planner tab)</translation>
    </message>
    <message>
        <source>The phase&apos;s cards; each offer may need more to run the model on its machines</source>
        <translation>The phase&apos;s cards; each offer may need more to run the model on its machines</translation>
    </message>
    <message>
        <source>Utilization:</source>
        <translation>Utilization:</translation>
    </message>
    <message>
        <source>Share of the billed time the phase&apos;s cards compute</source>
        <translation>Share of the billed time the phase&apos;s cards compute</translation>
    </message>
</context>
<context>
    <name>rp::JobFormDialog</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>A card from the catalog, or any name (e.g. a self-built machine)</source>
        <translation>A card from the catalog, or any name (e.g. a self-built machine)</translation>
    </message>
    <message>
        <source>Hours you paid for, per card</source>
        <translation>Hours you paid for, per card</translation>
    </message>
    <message>
        <source>same as billed</source>
        <translation>same as billed</translation>
    </message>
    <message>
        <source>Hours the cards really computed; the rest is idle time you paid for</source>
        <translation>Hours the cards really computed; the rest is idle time you paid for</translation>
    </message>
    <message>
        <source>what the job produced</source>
        <translation>what the job produced</translation>
    </message>
    <message>
        <source>tags separated by ;</source>
        <translation>tags separated by ;</translation>
    </message>
    <message>
        <source>Start &amp;date:</source>
        <translation>Start &amp;date:</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>&amp;Card:</translation>
    </message>
    <message>
        <source>Number of c&amp;ards:</source>
        <translation>Number of c&amp;ards:</translation>
    </message>
    <message>
        <source>&amp;Billed hours:</source>
        <translation>&amp;Billed hours:</translation>
    </message>
    <message>
        <source>B&amp;usy hours:</source>
        <translation>B&amp;usy hours:</translation>
    </message>
    <message>
        <source>C&amp;ost:</source>
        <translation>C&amp;ost:</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>Curre&amp;ncy:</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Provider:</translation>
    </message>
    <message>
        <source>Billing &amp;mode:</source>
        <translation>Billing &amp;mode:</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>&amp;Task:</translation>
    </message>
    <message>
        <source>Mod&amp;el:</source>
        <translation>Mod&amp;el:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Result:</translation>
    </message>
    <message>
        <source>Ta&amp;gs:</source>
        <translation>Ta&amp;gs:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes:</translation>
    </message>
    <message>
        <source>P&amp;lan:</source>
        <translation>P&amp;lan:</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>P&amp;hase:</translation>
    </message>
    <message>
        <source>Planned co&amp;st:</source>
        <translation>Planned co&amp;st:</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>Billed hours</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>Busy hours</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Planned cost</source>
        <translation>Planned cost</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Start date</translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation>Number of cards</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>own hardware</source>
        <translation>own hardware</translation>
    </message>
    <message>
        <source>Wall-clock hours the plan gave the phase, counted as billed hours are; &quot;rentplan calibrate&quot; compares the two</source>
        <translation>Wall-clock hours the plan gave the phase, counted as billed hours are; &quot;rentplan calibrate&quot; compares the two</translation>
    </message>
    <message>
        <source>Planned hours:</source>
        <translation>Planned hours:</translation>
    </message>
    <message>
        <source>Planned hours</source>
        <translation>Planned hours</translation>
    </message>
</context>
<context>
    <name>rp::JobTableModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Billed h</source>
        <translation>Billed h</translation>
    </message>
    <message>
        <source>Busy h</source>
        <translation>Busy h</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>Per card-hour</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Planned cost</source>
        <translation>Planned cost</translation>
    </message>
    <message>
        <source>own hardware</source>
        <translation>own hardware</translation>
    </message>
    <message>
        <source>recorded %1</source>
        <translation>recorded %1</translation>
    </message>
    <message>
        <source>changed %1</source>
        <translation>changed %1</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Recorded by</translation>
    </message>
    <message>
        <source>Updated by</source>
        <translation>Updated by</translation>
    </message>
    <message>
        <source>Planned hours</source>
        <translation>Planned hours</translation>
    </message>
</context>
<context>
    <name>rp::LedgerFilterBar</name>
    <message>
        <source>All cards</source>
        <translation>All cards</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>All providers</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>tag</translation>
    </message>
    <message>
        <source>Search card, task, model, notes…</source>
        <translation>Search card, task, model, notes…</translation>
    </message>
    <message>
        <source>My jobs</source>
        <translation>My jobs</translation>
    </message>
    <message>
        <source>Only the jobs recorded by %1</source>
        <translation>Only the jobs recorded by %1</translation>
    </message>
</context>
<context>
    <name>rp::LedgerPage</name>
    <message>
        <source>New Ledger</source>
        <translation>New Ledger</translation>
    </message>
    <message>
        <source>RentPlan ledger (*.sqlite)</source>
        <translation>RentPlan ledger (*.sqlite)</translation>
    </message>
    <message>
        <source>Open Ledger</source>
        <translation>Open Ledger</translation>
    </message>
    <message>
        <source>RentPlan ledger (*.sqlite *.db);;All files (*)</source>
        <translation>RentPlan ledger (*.sqlite *.db);;All files (*)</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
    <message>
        <source>&amp;New Ledger…</source>
        <translation>&amp;New Ledger…</translation>
    </message>
    <message>
        <source>&amp;Open Ledger…</source>
        <translation>&amp;Open Ledger…</translation>
    </message>
    <message>
        <source>&amp;Import Jobs…</source>
        <translation>&amp;Import Jobs…</translation>
    </message>
    <message>
        <source>Import jobs from a ledger CSV (or a JSON export); all rows or none</source>
        <translation>Import jobs from a ledger CSV (or a JSON export); all rows or none</translation>
    </message>
    <message>
        <source>E&amp;xport Jobs…</source>
        <translation>E&amp;xport Jobs…</translation>
    </message>
    <message>
        <source>&amp;Add Job…</source>
        <translation>&amp;Add Job…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Edit…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Ledger upgraded</source>
        <translation>Ledger upgraded</translation>
    </message>
    <message>
        <source>The ledger was upgraded to this version of RentPlan. A copy of the previous file is at %1.</source>
        <translation>The ledger was upgraded to this version of RentPlan. A copy of the previous file is at %1.</translation>
    </message>
    <message>
        <source>%1 of %2 matching jobs loaded</source>
        <translation>%1 of %2 matching jobs loaded</translation>
    </message>
    <message>
        <source>No ledger is open.</source>
        <translation>No ledger is open.</translation>
    </message>
    <message>
        <source>Ledger: %1 (read-only)</source>
        <translation>Ledger: %1 (read-only)</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Ledger: %1</translation>
    </message>
    <message>
        <source>Import Jobs</source>
        <translation>Import Jobs</translation>
    </message>
    <message>
        <source>Ledger CSV (*.csv);;Ledger JSON (*.json)</source>
        <translation>Ledger CSV (*.csv);;Ledger JSON (*.json)</translation>
    </message>
    <message>
        <source>This file was already imported into this ledger. Import it again?</source>
        <translation>This file was already imported into this ledger. Import it again?</translation>
    </message>
    <message>
        <source>(more errors not shown)</source>
        <translation>(more errors not shown)</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>Nothing was imported:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n job(s).</source>
        <translation>
            <numerusform>Imported %n job.</numerusform>
            <numerusform>Imported %n jobs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Jobs</source>
        <translation>Export Jobs</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n job(s) to %1.</source>
        <translation>
            <numerusform>Exported %n job to %1.</numerusform>
            <numerusform>Exported %n jobs to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing jobs…</source>
        <translation>Importing jobs…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>The import was cancelled; nothing was imported.</translation>
    </message>
    <message>
        <source>%1: the ledger is damaged (%2). It was closed and left unchanged; restore it from a backup or an export.</source>
        <translation>%1: the ledger is damaged (%2). It was closed and left unchanged; restore it from a backup or an export.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs yet.&lt;/b&gt; Record a job you ran with &lt;i&gt;Add Job…&lt;/i&gt;, or bring in past jobs with &lt;i&gt;Import Jobs…&lt;/i&gt; (a CSV with the header date,provider,card,cards,billing_mode,billed_hours,…). To look around first: Help → Example Files → Import the Example Jobs.</source>
        <translation>&lt;b&gt;No jobs yet.&lt;/b&gt; Record a job you ran with &lt;i&gt;Add Job…&lt;/i&gt;, or bring in past jobs with &lt;i&gt;Import Jobs…&lt;/i&gt; (a CSV with the header date,provider,card,cards,billing_mode,billed_hours,…). To look around first: Help → Example Files → Import the Example Jobs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs match these filters.&lt;/b&gt; Widen the period, or choose all cards and all providers.</source>
        <translation>&lt;b&gt;No jobs match these filters.&lt;/b&gt; Widen the period, or choose all cards and all providers.</translation>
    </message>
    <message>
        <source>Import Jobs (CSV: date,provider,card,cards,billing_mode,billed_hours,…)</source>
        <translation>Import Jobs (CSV: date,provider,card,cards,billing_mode,billed_hours,…)</translation>
    </message>
    <message>
        <source>Open &amp;Team Ledger (PostgreSQL)…</source>
        <translation>Open &amp;Team Ledger (PostgreSQL)…</translation>
    </message>
    <message>
        <source>Open a ledger the team shares on a PostgreSQL server</source>
        <translation>Open a ledger the team shares on a PostgreSQL server</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Reconnect</translation>
    </message>
    <message>
        <source>Open the same team ledger again</source>
        <translation>Open the same team ledger again</translation>
    </message>
    <message>
        <source>Open Team Ledger</source>
        <translation>Open Team Ledger</translation>
    </message>
    <message>
        <source>Team Ledger</source>
        <translation>Team Ledger</translation>
    </message>
    <message>
        <source>Team ledger: %1</source>
        <translation>Team ledger: %1</translation>
    </message>
    <message>
        <source>Nothing more can be saved until RentPlan reconnects: use Reconnect above the list when the server is back.</source>
        <translation>Nothing more can be saved until RentPlan reconnects: use Reconnect above the list when the server is back.</translation>
    </message>
    <message>
        <source>Team ledger: %1 (read-only for %2)</source>
        <translation>Team ledger: %1 (read-only for %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The team ledger is not connected.&lt;/b&gt; Its jobs are shown again after &lt;i&gt;Reconnect&lt;/i&gt;.</source>
        <translation>&lt;b&gt;The team ledger is not connected.&lt;/b&gt; Its jobs are shown again after &lt;i&gt;Reconnect&lt;/i&gt;.</translation>
    </message>
</context>
<context>
    <name>rp::LedgerStatsPanel</name>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Card-hours</source>
        <translation>Card-hours</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>Per card-hour</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Plan / phase</source>
        <translation>Plan / phase</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Planned</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Actual</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Price for a new plan</source>
        <translation>Price for a new plan</translation>
    </message>
    <message>
        <source>any task</source>
        <translation>any task</translation>
    </message>
    <message>
        <source>any tag</source>
        <translation>any tag</translation>
    </message>
    <message>
        <source>Use this price in a plan</source>
        <translation>Use this price in a plan</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Card:</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Task:</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>Tag:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost per card-hour by card&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cost per card-hour by card&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;By provider&lt;/b&gt;</source>
        <translation>&lt;b&gt;By provider&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan versus actual&lt;/b&gt;</source>
        <translation>&lt;b&gt;Plan versus actual&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Choose a card, a task or a tag to see what such jobs cost.</source>
        <translation>Choose a card, a task or a tag to see what such jobs cost.</translation>
    </message>
    <message numerus="yes">
        <source>Median &lt;b&gt;%1&lt;/b&gt; per card-hour over %n job(s) (range %2 to %3).</source>
        <translation>
            <numerusform>Median &lt;b&gt;%1&lt;/b&gt; per card-hour over %n job (range %2 to %3).</numerusform>
            <numerusform>Median &lt;b&gt;%1&lt;/b&gt; per card-hour over %n jobs (range %2 to %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>No past jobs match.</source>
        <translation>No past jobs match.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Currency shown:</source>
        <translation>&amp;Currency shown:</translation>
    </message>
    <message>
        <source>Amounts in different currencies are never added together: choose which one the chart and tables show.</source>
        <translation>Amounts in different currencies are never added together: choose which one the chart and tables show.</translation>
    </message>
    <message>
        <source>(no currency recorded)</source>
        <translation>(no currency recorded)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs yet.&lt;/b&gt; Press &lt;i&gt;Add Job…&lt;/i&gt; to record one, or import a CSV of past jobs (&lt;i&gt;Import Jobs…&lt;/i&gt;). The totals, the spend per month and the prices per card-hour appear here.</source>
        <translation>&lt;b&gt;No jobs yet.&lt;/b&gt; Press &lt;i&gt;Add Job…&lt;/i&gt; to record one, or import a CSV of past jobs (&lt;i&gt;Import Jobs…&lt;/i&gt;). The totals, the spend per month and the prices per card-hour appear here.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs match.&lt;/b&gt; Widen the period or clear the card and provider filters.</source>
        <translation>&lt;b&gt;No jobs match.&lt;/b&gt; Widen the period or clear the card and provider filters.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n job(s)&lt;/b&gt; in %1 currencies; amounts in different currencies are never added.</source>
        <translation>
            <numerusform>&lt;b&gt;%n job&lt;/b&gt; in %1 currencies; amounts in different currencies are never added.</numerusform>
            <numerusform>&lt;b&gt;%n jobs&lt;/b&gt; in %1 currencies; amounts in different currencies are never added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n job(s)&lt;/b&gt;, total cost &lt;b&gt;%1&lt;/b&gt;, %2 card-hours billed, %3 per card-hour. Idle: %4 card-hours (%5 %) costing &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%n job&lt;/b&gt;, total cost &lt;b&gt;%1&lt;/b&gt;, %2 card-hours billed, %3 per card-hour. Idle: %4 card-hours (%5 %) costing &lt;b&gt;%6&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%n jobs&lt;/b&gt;, total cost &lt;b&gt;%1&lt;/b&gt;, %2 card-hours billed, %3 per card-hour. Idle: %4 card-hours (%5 %) costing &lt;b&gt;%6&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;By person&lt;/b&gt; (who recorded the jobs)</source>
        <translation>&lt;b&gt;By person&lt;/b&gt; (who recorded the jobs)</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Recorded by</translation>
    </message>
</context>
<context>
    <name>rp::MainWindow</name>
    <message>
        <source>About RentPlan</source>
        <translation>About RentPlan</translation>
    </message>
    <message>
        <source>Memory &amp;&amp; cards</source>
        <translation>Memory &amp;&amp; cards</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About RentPlan</source>
        <translation>&amp;About RentPlan</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>%1 — RentPlan</source>
        <translation>%1 — RentPlan</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planner</translation>
    </message>
    <message>
        <source>Rented machine</source>
        <translation>Rented machine</translation>
    </message>
    <message>
        <source>Save the example files to</source>
        <translation>Save the example files to</translation>
    </message>
    <message>
        <source>Example files</source>
        <translation>Example files</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was written.</source>
        <translation>%1 already exists; nothing was written.</translation>
    </message>
    <message>
        <source>Written:
%1

Open the plan with File → Open; import the quote sheet with Billing → Import CSV and the jobs with File → Import Jobs.</source>
        <translation>Written:
%1

Open the plan with File → Open; import the quote sheet with Billing → Import CSV and the jobs with File → Import Jobs.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;User Guide</translation>
    </message>
    <message>
        <source>&amp;Example Files</source>
        <translation>&amp;Example Files</translation>
    </message>
    <message>
        <source>Open the Example &amp;Plan</source>
        <translation>Open the Example &amp;Plan</translation>
    </message>
    <message>
        <source>Offers with placeholder prices and a machine to buy, on the Billing tab</source>
        <translation>Offers with placeholder prices and a machine to buy, on the Billing tab</translation>
    </message>
    <message>
        <source>Import the Example &amp;Quote Sheet into the Plan</source>
        <translation>Import the Example &amp;Quote Sheet into the Plan</translation>
    </message>
    <message>
        <source>Import the Example &amp;Jobs into the Ledger</source>
        <translation>Import the Example &amp;Jobs into the Ledger</translation>
    </message>
    <message>
        <source>&amp;Save the Example Files to a Folder…</source>
        <translation>&amp;Save the Example Files to a Folder…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>Learn from my ledger</source>
        <translation>Learn from my ledger</translation>
    </message>
    <message>
        <source>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;Plan GPU rentals before you spend: size the memory a model needs, lay a project out in phases, compare ways of paying on what finishing costs, send vendors a request for quotation, and keep a ledger of what jobs really cost.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later. RentPlan comes with no warranty. It draws its charts with Qt Charts, which Qt&apos;s open-source edition offers under the GPL version 3 only, so RentPlan is GPL too.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), nlohmann/json, SQLite, libxlsxwriter, minizip and qpdf.&lt;/p&gt;&lt;p&gt;Data sources: card figures from NVIDIA&apos;s datasheets; training memory from ZeRO (Rajbhandari et al., 2019) and activation memory from Korthikanti et al. (2022); training compute from Kaplan et al. (2020); spot checkpoint intervals from Young (1974) and Daly (2006). Example prices are placeholders, not market prices.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;#guide&quot;&gt;Open the user guide&lt;/a&gt; (F1): every tab, the formulas and the file formats.&lt;/p&gt;</source>
        <translation>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;Plan GPU rentals before you spend: size the memory a model needs, lay a project out in phases, compare ways of paying on what finishing costs, send vendors a request for quotation, and keep a ledger of what jobs really cost.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later. RentPlan comes with no warranty. It draws its charts with Qt Charts, which Qt&apos;s open-source edition offers under the GPL version 3 only, so RentPlan is GPL too.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), nlohmann/json, SQLite, libxlsxwriter, minizip and qpdf.&lt;/p&gt;&lt;p&gt;Data sources: card figures from NVIDIA&apos;s datasheets; training memory from ZeRO (Rajbhandari et al., 2019) and activation memory from Korthikanti et al. (2022); training compute from Kaplan et al. (2020); spot checkpoint intervals from Young (1974) and Daly (2006). Example prices are placeholders, not market prices.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;#guide&quot;&gt;Open the user guide&lt;/a&gt; (F1): every tab, the formulas and the file formats.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rp::MemoryBreakdownChart</name>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA adapters</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>Card memory</translation>
    </message>
    <message>
        <source>Per GPU: %1</source>
        <translation>Per GPU: %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Memory on one GPU</source>
        <translation>Memory on one GPU</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <source>CUDA context / overhead</source>
        <translation>CUDA context / overhead</translation>
    </message>
    <message>
        <source>Per GPU: —</source>
        <translation>Per GPU: —</translation>
    </message>
    <message>
        <source>Memory on one GPU: no estimate while the input is not valid</source>
        <translation>Memory on one GPU: no estimate while the input is not valid</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>Sharding and offload buffers</translation>
    </message>
</context>
<context>
    <name>rp::ModelPicker</name>
    <message>
        <source>Preset model</source>
        <translation>Preset model</translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation>Hugging Face config.json</translation>
    </message>
    <message>
        <source>Parameter count</source>
        <translation>Parameter count</translation>
    </message>
    <message>
        <source>Where the model&apos;s shape comes from. A config.json gives exact KV-cache and activation figures; a bare parameter count only estimates them.</source>
        <translation>Where the model&apos;s shape comes from. A config.json gives exact KV-cache and activation figures; a bare parameter count only estimates them.</translation>
    </message>
    <message>
        <source>Shipped models, each stored as its published config.json.</source>
        <translation>Shipped models, each stored as its published config.json.</translation>
    </message>
    <message>
        <source>Open config.json…</source>
        <translation>Open config.json…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json, or drop one anywhere on this panel.</source>
        <translation>Open a model&apos;s config.json, or drop one anywhere on this panel.</translation>
    </message>
    <message>
        <source>No file chosen.</source>
        <translation>No file chosen.</translation>
    </message>
    <message>
        <source>e.g. 7B, 7e9 or 7000000000</source>
        <translation>e.g. 7B, 7e9 or 7000000000</translation>
    </message>
    <message>
        <source>Total parameters. Weights memory is this count times the bytes per weight.</source>
        <translation>Total parameters. Weights memory is this count times the bytes per weight.</translation>
    </message>
    <message>
        <source>Layers (optional)</source>
        <translation>Layers (optional)</translation>
    </message>
    <message>
        <source>Hidden size (optional)</source>
        <translation>Hidden size (optional)</translation>
    </message>
    <message>
        <source>guess</source>
        <translation>guess</translation>
    </message>
    <message>
        <source>Layer count, if known: it sets the KV cache and activations.</source>
        <translation>Layer count, if known: it sets the KV cache and activations.</translation>
    </message>
    <message>
        <source>Hidden size, if known: it sets the KV cache and activations.</source>
        <translation>Hidden size, if known: it sets the KV cache and activations.</translation>
    </message>
    <message>
        <source>Parameter count: &quot;%1&quot; is not a count such as 7B, 7e9 or 7000000000.</source>
        <translation>Parameter count: &quot;%1&quot; is not a count such as 7B, 7e9 or 7000000000.</translation>
    </message>
    <message>
        <source>Open a model config</source>
        <translation>Open a model config</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>Model config (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Choose a config.json (Open config.json… or drop one here) to see an estimate.</source>
        <translation>Choose a config.json (Open config.json… or drop one here) to see an estimate.</translation>
    </message>
    <message>
        <source>KV heads (optional)</source>
        <translation>KV heads (optional)</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>assumed</translation>
    </message>
    <message>
        <source>Key/value heads, if known. Otherwise they come from the shipped model of that size, or grouped-query attention with 8 KV heads is assumed from 30B up.</source>
        <translation>Key/value heads, if known. Otherwise they come from the shipped model of that size, or grouped-query attention with 8 KV heads is assumed from 30B up.</translation>
    </message>
    <message>
        <source>KV heads (%1) must divide the %2 attention heads of the inferred shape.</source>
        <translation>KV heads (%1) must divide the %2 attention heads of the inferred shape.</translation>
    </message>
</context>
<context>
    <name>rp::OfferDetailsPanel</name>
    <message>
        <source>Checkpoint every: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Checkpoint every: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other terms of the selected offer&lt;/b&gt;</source>
        <translation>&lt;b&gt;Other terms of the selected offer&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Short name (id):</source>
        <translation>Short name (id):</translation>
    </message>
    <message>
        <source>Minimum billed time, hours:</source>
        <translation>Minimum billed time, hours:</translation>
    </message>
    <message>
        <source>Billed in steps of, hours (0 = billed exactly):</source>
        <translation>Billed in steps of, hours (0 = billed exactly):</translation>
    </message>
    <message>
        <source>Released early:</source>
        <translation>Released early:</translation>
    </message>
    <message>
        <source>Renewal price, %1 / card / period:</source>
        <translation>Renewal price, %1 / card / period:</translation>
    </message>
    <message>
        <source>Storage, %1 / instance / month:</source>
        <translation>Storage, %1 / instance / month:</translation>
    </message>
    <message>
        <source>Egress, %1 / GB sent out:</source>
        <translation>Egress, %1 / GB sent out:</translation>
    </message>
    <message>
        <source>Spot interruptions per day:</source>
        <translation>Spot interruptions per day:</translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint:</source>
        <translation>Minutes to save a checkpoint:</translation>
    </message>
    <message>
        <source>Minutes to restart after an interruption:</source>
        <translation>Minutes to restart after an interruption:</translation>
    </message>
    <message>
        <source>Most work one interruption may cost, minutes:</source>
        <translation>Most work one interruption may cost, minutes:</translation>
    </message>
    <message>
        <source>Select an offer in the table to see and edit its other terms: minimum billed time, billing step, refund, renewal price, storage, data sent out and in, the network between its machines and the spot settings.</source>
        <translation>Select an offer in the table to see and edit its other terms: minimum billed time, billing step, refund, renewal price, storage, data sent out and in, the network between its machines and the spot settings.</translation>
    </message>
    <message>
        <source>Ingress, %1 / GB sent in:</source>
        <translation>Ingress, %1 / GB sent in:</translation>
    </message>
    <message>
        <source>Network between machines:</source>
        <translation>Network between machines:</translation>
    </message>
    <message>
        <source>Network bandwidth, Gbit/s:</source>
        <translation>Network bandwidth, Gbit/s:</translation>
    </message>
</context>
<context>
    <name>rp::OfferTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Short unique name used by charts and the command line</source>
        <translation>Short unique name used by charts and the command line</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Who quoted this price</source>
        <translation>Who quoted this price</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>GPUs in one instance; jobs rent whole instances</source>
        <translation>GPUs in one instance; jobs rent whole instances</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>On-demand, weekly, monthly, yearly/reserved or spot</source>
        <translation>On-demand, weekly, monthly, yearly/reserved or spot</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>Job cost</translation>
    </message>
    <message>
        <source>What the job above costs with this offer: billed time, whole instances, storage and egress</source>
        <translation>What the job above costs with this offer: billed time, whole instances, storage and egress</translation>
    </message>
    <message>
        <source>Minimum h</source>
        <translation>Minimum h</translation>
    </message>
    <message>
        <source>Shortest time billed, in hours (0 = none)</source>
        <translation>Shortest time billed, in hours (0 = none)</translation>
    </message>
    <message>
        <source>Step h</source>
        <translation>Step h</translation>
    </message>
    <message>
        <source>Time is billed in steps of this many hours (0 = billed exactly)</source>
        <translation>Time is billed in steps of this many hours (0 = billed exactly)</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Refund</translation>
    </message>
    <message>
        <source>Released early: no refund, or the unused part refunded pro rata</source>
        <translation>Released early: no refund, or the unused part refunded pro rata</translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>Renewal</translation>
    </message>
    <message>
        <source>Price of each later period; empty = same as the first</source>
        <translation>Price of each later period; empty = same as the first</translation>
    </message>
    <message>
        <source>Storage/month</source>
        <translation>Storage/month</translation>
    </message>
    <message>
        <source>Disk per instance and month, billed while stopped too</source>
        <translation>Disk per instance and month, billed while stopped too</translation>
    </message>
    <message>
        <source>Egress/GB</source>
        <translation>Egress/GB</translation>
    </message>
    <message>
        <source>Price of each GB sent out of the provider</source>
        <translation>Price of each GB sent out of the provider</translation>
    </message>
    <message>
        <source>Interruptions/day</source>
        <translation>Interruptions/day</translation>
    </message>
    <message>
        <source>Spot: how often the instance is reclaimed, on average</source>
        <translation>Spot: how often the instance is reclaimed, on average</translation>
    </message>
    <message>
        <source>Save min</source>
        <translation>Save min</translation>
    </message>
    <message>
        <source>Spot: minutes one checkpoint takes to write</source>
        <translation>Spot: minutes one checkpoint takes to write</translation>
    </message>
    <message>
        <source>Restart min</source>
        <translation>Restart min</translation>
    </message>
    <message>
        <source>Spot: minutes to get a new instance and reload the checkpoint</source>
        <translation>Spot: minutes to get a new instance and reload the checkpoint</translation>
    </message>
    <message>
        <source>Max loss min</source>
        <translation>Max loss min</translation>
    </message>
    <message>
        <source>Spot: the most work one interruption may cost; empty = use Daly&apos;s interval</source>
        <translation>Spot: the most work one interruption may cost; empty = use Daly&apos;s interval</translation>
    </message>
    <message>
        <source>Save every</source>
        <translation>Save every</translation>
    </message>
    <message>
        <source>Spot: checkpoint interval by Daly&apos;s formula, shortened to respect the maximum loss</source>
        <translation>Spot: checkpoint interval by Daly&apos;s formula, shortened to respect the maximum loss</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>never finishes</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>same</source>
        <translation>same</translation>
    </message>
    <message>
        <source>Daly: %1 min; Young (first-order): %2 min; maximum-loss bound: %3 min. Each hour of work takes %4 h of wall time.</source>
        <translation>Daly: %1 min; Young (first-order): %2 min; maximum-loss bound: %3 min. Each hour of work takes %4 h of wall time.</translation>
    </message>
    <message>
        <source>Does not apply to %1 offers</source>
        <translation>Does not apply to %1 offers</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: &quot;%2&quot; is not a number</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation>&quot;%1&quot; is used by another offer</translation>
    </message>
    <message>
        <source>Cards per instance</source>
        <translation>Cards per instance</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>%1 / card / week</source>
        <translation>%1 / card / week</translation>
    </message>
    <message>
        <source>%1 / card / month</source>
        <translation>%1 / card / month</translation>
    </message>
    <message>
        <source>%1 / card / year</source>
        <translation>%1 / card / year</translation>
    </message>
    <message>
        <source>%1 / card-hour</source>
        <translation>%1 / card-hour</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>billed exactly</source>
        <translation>billed exactly</translation>
    </message>
    <message>
        <source>GPU model, from the card catalog, or no GPU for a CPU machine (it prices CPU-only phases)</source>
        <translation>GPU model, from the card catalog, or no GPU for a CPU machine (it prices CPU-only phases)</translation>
    </message>
    <message>
        <source>Per card-hour for on-demand and spot; per card and period for weekly, monthly, yearly; a CPU machine per machine-hour or machine and period</source>
        <translation>Per card-hour for on-demand and spot; per card and period for weekly, monthly, yearly; a CPU machine per machine-hour or machine and period</translation>
    </message>
    <message>
        <source>Ingress/GB</source>
        <translation>Ingress/GB</translation>
    </message>
    <message>
        <source>Price of each GB sent to the machine (most providers charge nothing)</source>
        <translation>Price of each GB sent to the machine (most providers charge nothing)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>The network between instances when a job spans several: InfiniBand, RoCE or 100 Gbit/s and more let machines scale about as well as the cards inside one; anything else, or nothing stated, scales much worse</source>
        <translation>The network between instances when a job spans several: InfiniBand, RoCE or 100 Gbit/s and more let machines scale about as well as the cards inside one; anything else, or nothing stated, scales much worse</translation>
    </message>
    <message>
        <source>Network Gbit/s</source>
        <translation>Network Gbit/s</translation>
    </message>
    <message>
        <source>Bandwidth between instances, Gbit/s; empty = not stated</source>
        <translation>Bandwidth between instances, Gbit/s; empty = not stated</translation>
    </message>
    <message>
        <source>%1 / machine / week</source>
        <translation>%1 / machine / week</translation>
    </message>
    <message>
        <source>%1 / machine / month</source>
        <translation>%1 / machine / month</translation>
    </message>
    <message>
        <source>%1 / machine / year</source>
        <translation>%1 / machine / year</translation>
    </message>
    <message>
        <source>%1 / machine-hour</source>
        <translation>%1 / machine-hour</translation>
    </message>
    <message>
        <source>A CPU machine is rented whole: one machine per instance, no GPUs</source>
        <translation>A CPU machine is rented whole: one machine per instance, no GPUs</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>None (separate machines)</source>
        <translation>None (separate machines)</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>Not stated</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>no price yet</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>not compared</translation>
    </message>
    <message>
        <source>This offer has no price yet, so it is compared with nothing: type the price you were quoted in the Price column (%1).</source>
        <translation>This offer has no price yet, so it is compared with nothing: type the price you were quoted in the Price column (%1).</translation>
    </message>
    <message>
        <source>per machine and period</source>
        <translation>per machine and period</translation>
    </message>
    <message>
        <source>per machine-hour</source>
        <translation>per machine-hour</translation>
    </message>
    <message>
        <source>per card and period</source>
        <translation>per card and period</translation>
    </message>
    <message>
        <source>per card-hour</source>
        <translation>per card-hour</translation>
    </message>
</context>
<context>
    <name>rp::PhaseDelegate</name>
    <message>
        <source>Cheapest offer for the card</source>
        <translation>Cheapest offer for the card</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> d</source>
        <translation> d</translation>
    </message>
    <message>
        <source>day </source>
        <translation>day </translation>
    </message>
    <message>
        <source>after the previous</source>
        <translation>after the previous</translation>
    </message>
    <message>
        <source>Cheapest CPU offer</source>
        <translation>Cheapest CPU offer</translation>
    </message>
    <message>
        <source>default of the kind</source>
        <translation>default of the kind</translation>
    </message>
</context>
<context>
    <name>rp::PhaseTableModel</name>
    <message>
        <source>%1 (from workload)</source>
        <translation>%1 (from workload)</translation>
    </message>
    <message>
        <source>from workload</source>
        <translation>from workload</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (default)</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>cheapest</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>day %1</translation>
    </message>
    <message>
        <source>after the previous</source>
        <translation>after the previous</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>Hours per run</translation>
    </message>
    <message>
        <source>Busy share</source>
        <translation>Busy share</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Gap before</source>
        <translation>Gap before</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;</source>
        <translation>unknown kind &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no price: add an offer for the card</source>
        <translation>no price: add an offer for the card</translation>
    </message>
    <message>
        <source>no price: add a CPU offer</source>
        <translation>no price: add a CPU offer</translation>
    </message>
    <message>
        <source>Without a model workload the cards simply share the hours.</source>
        <translation>Without a model workload the cards simply share the hours.</translation>
    </message>
    <message>
        <source>Runs without a GPU.</source>
        <translation>Runs without a GPU.</translation>
    </message>
    <message>
        <source>%1; they work %2 times as fast as one card (S).</source>
        <translation>%1; they work %2 times as fast as one card (S).</translation>
    </message>
    <message>
        <source>Default for %1: %2, because %3. Change it in the Project tab.</source>
        <translation>Default for %1: %2, because %3. Change it in the Project tab.</translation>
    </message>
    <message>
        <source>Includes moving the phase&apos;s data: %1 billed on its cards, ingress %2, egress %3.</source>
        <translation>Includes moving the phase&apos;s data: %1 billed on its cards, ingress %2, egress %3.</translation>
    </message>
    <message>
        <source>Runs as</source>
        <translation>Runs as</translation>
    </message>
    <message>
        <source>Set for this phase; choose &quot;default of the kind&quot; in the cell to go back to the default.</source>
        <translation>Set for this phase; choose &quot;default of the kind&quot; in the cell to go back to the default.</translation>
    </message>
    <message>
        <source>%1 (the cheapest)</source>
        <translation>%1 (the cheapest)</translation>
    </message>
    <message>
        <source>Derived from the phase&apos;s workload. Double-click to edit the workload.</source>
        <translation>Derived from the phase&apos;s workload. Double-click to edit the workload.</translation>
    </message>
</context>
<context>
    <name>rp::PlanController</name>
    <message>
        <source>Open plan</source>
        <translation>Open plan</translation>
    </message>
    <message>
        <source>RentPlan plans (*.rentplan);;All files (*)</source>
        <translation>RentPlan plans (*.rentplan);;All files (*)</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Untitled plan</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>The plan &quot;%1&quot; has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>Cannot open plan</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Save plan</translation>
    </message>
    <message>
        <source>RentPlan plans (*.rentplan)</source>
        <translation>RentPlan plans (*.rentplan)</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>Cannot save plan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>&amp;New Plan</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>&amp;Open Plan…</translation>
    </message>
    <message>
        <source>&amp;Save Plan</source>
        <translation>&amp;Save Plan</translation>
    </message>
    <message>
        <source>Save Plan &amp;As…</source>
        <translation>Save Plan &amp;As…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
</context>
<context>
    <name>rp::PlannerPage</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Edit %1 of %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <source>Editing:</source>
        <translation>Editing:</translation>
    </message>
    <message>
        <source>Duplicate as scenario</source>
        <translation>Duplicate as scenario</translation>
    </message>
    <message>
        <source>Copy the phases shown into a new named scenario, saved in the plan file</source>
        <translation>Copy the phases shown into a new named scenario, saved in the plan file</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>Delete scenario</translation>
    </message>
    <message>
        <source>Add phase</source>
        <translation>Add phase</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Templates</translation>
    </message>
    <message>
        <source>Fine-tuning project: data, trials, training, evaluation</source>
        <translation>Fine-tuning project: data, trials, training, evaluation</translation>
    </message>
    <message>
        <source>Record as job…</source>
        <translation>Record as job…</translation>
    </message>
    <message>
        <source>Open a ledger entry for the selected phase, with its planned cost</source>
        <translation>Open a ledger entry for the selected phase, with its planned cost</translation>
    </message>
    <message>
        <source>No phases yet: add one, or use Templates for the four phases of a fine-tuning project. Drag rows to reorder them.</source>
        <translation>No phases yet: add one, or use Templates for the four phases of a fine-tuning project. Drag rows to reorder them.</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategies</translation>
    </message>
    <message>
        <source>Cheapest cards</source>
        <translation>Cheapest cards</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>Compare scenarios</translation>
    </message>
    <message>
        <source>The plan</source>
        <translation>The plan</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>Scenario &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>Peak %n card(s) at once; %1 card-hours over %2 days; renting every phase costs %3.</source>
        <translation>
            <numerusform>Peak %n card at once; %1 card-hours over %2 days; renting every phase costs %3.</numerusform>
            <numerusform>Peak %n cards at once; %1 card-hours over %2 days; renting every phase costs %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copy)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Duplicate %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Delete %1</translation>
    </message>
    <message>
        <source>Add the fine-tuning phases</source>
        <translation>Add the fine-tuning phases</translation>
    </message>
    <message>
        <source>Run %1 on %2</source>
        <translation>Run %1 on %2</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variant %1</translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation>Add scenario %1</translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation>Delete scenario %1</translation>
    </message>
    <message>
        <source>scenario name</source>
        <translation>scenario name</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Rename scenario</translation>
    </message>
    <message>
        <source>Give the scenario being edited the name typed in the field beside it</source>
        <translation>Give the scenario being edited the name typed in the field beside it</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>Phase workload</source>
        <translation>Phase workload</translation>
    </message>
    <message>
        <source>Type the new name in the field beside the button, then rename.</source>
        <translation>Type the new name in the field beside the button, then rename.</translation>
    </message>
    <message>
        <source>A scenario named &quot;%1&quot; exists already; names pick scenarios, so each must be unique.</source>
        <translation>A scenario named &quot;%1&quot; exists already; names pick scenarios, so each must be unique.</translation>
    </message>
    <message>
        <source>Rename scenario %1 to %2</source>
        <translation>Rename scenario %1 to %2</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message numerus="yes">
        <source>The sum is incomplete: %n phase(s) have no price (%1).</source>
        <translation>
            <numerusform>The sum is incomplete: %n phase has no price (%1).</numerusform>
            <numerusform>The sum is incomplete: %n phases have no price (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
</context>
<context>
    <name>rp::ProjectSettingsPanel</name>
    <message>
        <source>Set the default busy share of %1</source>
        <translation>Set the default busy share of %1</translation>
    </message>
    <message>
        <source>Set the project&apos;s start date</source>
        <translation>Set the project&apos;s start date</translation>
    </message>
    <message>
        <source>Set the project&apos;s deadline</source>
        <translation>Set the project&apos;s deadline</translation>
    </message>
    <message>
        <source>Set the team profile</source>
        <translation>Set the team profile</translation>
    </message>
    <message>
        <source>Set the cost of a day of waiting</source>
        <translation>Set the cost of a day of waiting</translation>
    </message>
    <message>
        <source> %1 / day</source>
        <translation> %1 / day</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>profile: %1</translation>
    </message>
    <message>
        <source>%1 by default: %2. A phase&apos;s own busy share still wins; 0 uses the team profile&apos;s.</source>
        <translation>%1 by default: %2. A phase&apos;s own busy share still wins; 0 uses the team profile&apos;s.</translation>
    </message>
    <message>
        <source>The project around the phases: when it starts and must end, how busy each kind of phase keeps its cards, and what a day of waiting costs.</source>
        <translation>The project around the phases: when it starts and must end, how busy each kind of phase keeps its cards, and what a day of waiting costs.</translation>
    </message>
    <message>
        <source>This scenario has project settings of its own, from the plan file: they are shown, and edited in the file. Switch to the plan to edit its settings here.</source>
        <translation>This scenario has project settings of its own, from the plan file: they are shown, and edited in the file. Switch to the plan to edit its settings here.</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Start date</translation>
    </message>
    <message>
        <source>Day 0 of the calendar; needed for a deadline.</source>
        <translation>Day 0 of the calendar; needed for a deadline.</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>The last day of work, inclusive: work may go on until the end of that day. Every strategy is checked against it.</source>
        <translation>The last day of work, inclusive: work may go on until the end of that day. Every strategy is checked against it.</translation>
    </message>
    <message>
        <source>Team profile</source>
        <translation>Team profile</translation>
    </message>
    <message>
        <source>Cost of a day of waiting</source>
        <translation>Cost of a day of waiting</translation>
    </message>
    <message>
        <source>What each day of delay costs the project; buying waits the lead time before the first phase and is charged for it.</source>
        <translation>What each day of delay costs the project; buying waits the lead time before the first phase and is charged for it.</translation>
    </message>
    <message>
        <source>How your team uses GPUs: it sets the default busy share of each phase kind, nothing else.</source>
        <translation>How your team uses GPUs: it sets the default busy share of each phase kind, nothing else.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Default busy share by phase kind&lt;/b&gt; (a phase&apos;s own value wins)</source>
        <translation>&lt;b&gt;Default busy share by phase kind&lt;/b&gt; (a phase&apos;s own value wins)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Set whether prices include tax</source>
        <translation>Set whether prices include tax</translation>
    </message>
    <message>
        <source>Set the tax rate</source>
        <translation>Set the tax rate</translation>
    </message>
    <message>
        <source>Set the payment terms</source>
        <translation>Set the payment terms</translation>
    </message>
    <message>
        <source>Set the region</source>
        <translation>Set the region</translation>
    </message>
    <message>
        <source>Set the data residency</source>
        <translation>Set the data residency</translation>
    </message>
    <message>
        <source>Set how long quotes must stay valid</source>
        <translation>Set how long quotes must stay valid</translation>
    </message>
    <message>
        <source>&lt;b&gt;Procurement terms&lt;/b&gt; (on the PDF and the request for quotation)</source>
        <translation>&lt;b&gt;Procurement terms&lt;/b&gt; (on the PDF and the request for quotation)</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>Not stated</translation>
    </message>
    <message>
        <source>Prices include tax</source>
        <translation>Prices include tax</translation>
    </message>
    <message>
        <source>Prices exclude tax</source>
        <translation>Prices exclude tax</translation>
    </message>
    <message>
        <source>Whether the prices in this plan, its offers and quotes, include tax. Excluded with a rate, the PDF gives the budget with tax too.</source>
        <translation>Whether the prices in this plan, its offers and quotes, include tax. Excluded with a rate, the PDF gives the budget with tax too.</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Tax</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>Tax rate</translation>
    </message>
    <message>
        <source>The tax (VAT) rate on the prices, for example 6 %.</source>
        <translation>The tax (VAT) rate on the prices, for example 6 %.</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Payment terms</translation>
    </message>
    <message>
        <source>e.g. 30 days net after invoice</source>
        <translation>e.g. 30 days net after invoice</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>e.g. cn-east, mainland China</source>
        <translation>e.g. cn-east, mainland China</translation>
    </message>
    <message>
        <source>Where the machines must be.</source>
        <translation>Where the machines must be.</translation>
    </message>
    <message>
        <source>Data residency</source>
        <translation>Data residency</translation>
    </message>
    <message>
        <source>e.g. data stays in mainland China</source>
        <translation>e.g. data stays in mainland China</translation>
    </message>
    <message>
        <source>Where the data, its copies and backups must stay.</source>
        <translation>Where the data, its copies and backups must stay.</translation>
    </message>
    <message>
        <source>Quotes valid until</source>
        <translation>Quotes valid until</translation>
    </message>
    <message>
        <source>The day until which every vendor&apos;s quote must hold; off: not asked.</source>
        <translation>The day until which every vendor&apos;s quote must hold; off: not asked.</translation>
    </message>
</context>
<context>
    <name>rp::QuoteTableModel</name>
    <message numerus="yes">
        <source>%1: %2 on %n card(s), %3</source>
        <translation>
            <numerusform>%1: %2 on %n card, %3</numerusform>
            <numerusform>%1: %2 on %n cards, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot run it, %2</source>
        <translation>%1: cannot run it, %2</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Quote %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n card(s)</source>
        <translation>
            <numerusform>%1 × %n card</numerusform>
            <numerusform>%1 × %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>S(%1) = %2, CPU-starved × %3</source>
        <translation>S(%1) = %2, CPU-starved × %3</translation>
    </message>
    <message>
        <source>S(%1) = %2</source>
        <translation>S(%1) = %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n phase(s)</source>
        <translation>
            <numerusform>%1 of %n phase</numerusform>
            <numerusform>%1 of %n phases</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Machines × cards</source>
        <translation>Machines × cards</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Speed-up (full fine-tune)</source>
        <translation>Speed-up (full fine-tune)</translation>
    </message>
    <message>
        <source>Phases it runs</source>
        <translation>Phases it runs</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>Hours to finish</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
</context>
<context>
    <name>rp::QuotesPanel</name>
    <message>
        <source>Shortfall</source>
        <translation>Shortfall</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Ask</translation>
    </message>
    <message>
        <source>Select a quote to see what it falls short on.</source>
        <translation>Select a quote to see what it falls short on.</translation>
    </message>
    <message>
        <source>Import a quote sheet</source>
        <translation>Import a quote sheet</translation>
    </message>
    <message>
        <source>Quote sheets (*.csv *.json)</source>
        <translation>Quote sheets (*.csv *.json)</translation>
    </message>
    <message numerus="yes">
        <source>Import %n quote(s)</source>
        <translation>
            <numerusform>Import %n quote</numerusform>
            <numerusform>Import %n quotes</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the quotes</source>
        <translation>Export the quotes</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Make quote %1 an offer</source>
        <translation>Make quote %1 an offer</translation>
    </message>
    <message>
        <source>Make an offer</source>
        <translation>Make an offer</translation>
    </message>
    <message>
        <source>Quote %1 is now offer %2 in the Billing tab.</source>
        <translation>Quote %1 is now offer %2 in the Billing tab.</translation>
    </message>
    <message>
        <source>Import quote sheet…</source>
        <translation>Import quote sheet…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Make offer</source>
        <translation>Make offer</translation>
    </message>
    <message>
        <source>Add the selected quote to the plan&apos;s offers, with its billing terms.</source>
        <translation>Add the selected quote to the plan&apos;s offers, with its billing terms.</translation>
    </message>
    <message>
        <source>What to settle</source>
        <translation>What to settle</translation>
    </message>
    <message>
        <source>The plan has no GPU phases yet, so there is nothing to finish: add phases in the Planner tab to compare the quotes on what finishing them costs.</source>
        <translation>The plan has no GPU phases yet, so there is nothing to finish: add phases in the Planner tab to compare the quotes on what finishing them costs.</translation>
    </message>
    <message>
        <source>What each quote costs to finish the plan&apos;s GPU phases, with hours from the planner&apos;s model on the quote&apos;s machines (links, fabric, CPU cores). Hover a row for each phase.</source>
        <translation>What each quote costs to finish the plan&apos;s GPU phases, with hours from the planner&apos;s model on the quote&apos;s machines (links, fabric, CPU cores). Hover a row for each phase.</translation>
    </message>
    <message>
        <source>%1: nothing to flag.</source>
        <translation>%1: nothing to flag.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) to settle before signing</source>
        <translation>
            <numerusform>%1: %n point to settle before signing</numerusform>
            <numerusform>%1: %n points to settle before signing</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Import answered requests for quotation</source>
        <translation>Import answered requests for quotation</translation>
    </message>
    <message>
        <source>Answered requests (*.xlsx *.csv)</source>
        <translation>Answered requests (*.xlsx *.csv)</translation>
    </message>
    <message>
        <source>Import answered requests</source>
        <translation>Import answered requests</translation>
    </message>
    <message>
        <source>Some cells cannot be read:

%1

Leave those lines out and compare the rest?</source>
        <translation>Some cells cannot be read:

%1

Leave those lines out and compare the rest?</translation>
    </message>
    <message numerus="yes">
        <source>Add %n awarded quote(s)</source>
        <translation>
            <numerusform>Add %n awarded quote</numerusform>
            <numerusform>Add %n awarded quotes</numerusform>
        </translation>
    </message>
    <message>
        <source>Import answered request…</source>
        <translation>Import answered request…</translation>
    </message>
    <message>
        <source>Read vendors&apos; filled-in requests for quotation (XLSX or CSV, written by File → Request for quotation or rentplan rfq) and compare their answers line by line.</source>
        <translation>Read vendors&apos; filled-in requests for quotation (XLSX or CSV, written by File → Request for quotation or rentplan rfq) and compare their answers line by line.</translation>
    </message>
    <message>
        <source>No quotes in this plan yet. Import a quote sheet (CSV or JSON; Help → Example files has one), or the requests for quotation vendors filled in (File → Request for quotation… writes one), to compare the quotes on what finishing the plan&apos;s phases costs and to see what each falls short on.</source>
        <translation>No quotes in this plan yet. Import a quote sheet (CSV or JSON; Help → Example files has one), or the requests for quotation vendors filled in (File → Request for quotation… writes one), to compare the quotes on what finishing the plan&apos;s phases costs and to see what each falls short on.</translation>
    </message>
</context>
<context>
    <name>rp::RankingPanel</name>
    <message>
        <source>Select a phase to see which card finishes it for the least money.</source>
        <translation>Select a phase to see which card finishes it for the least money.</translation>
    </message>
    <message>
        <source>no quote</source>
        <translation>no quote</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>Cost to finish</translation>
    </message>
    <message>
        <source>Use the cheapest for this phase</source>
        <translation>Use the cheapest for this phase</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs without a GPU: there are no cards to compare.</source>
        <translation>&quot;%1&quot; runs without a GPU: there are no cards to compare.</translation>
    </message>
    <message>
        <source>No offer rents a GPU for &quot;%1&quot;: add offers to compare them.</source>
        <translation>No offer rents a GPU for &quot;%1&quot;: add offers to compare them.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has typed hours, so every card is priced at the same hours. Give it a workload (model and tokens) to rank cards by what they cost to finish it.</source>
        <translation>&quot;%1&quot; has typed hours, so every card is priced at the same hours. Give it a workload (model and tokens) to rank cards by what they cost to finish it.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; processes data at a set throughput, so every card takes the same hours: offers differ in price and billing only.</source>
        <translation>&quot;%1&quot; processes data at a set throughput, so every card takes the same hours: offers differ in price and billing only.</translation>
    </message>
    <message>
        <source>Cheapest cards for &quot;%1&quot;, by what the whole phase costs on each, each card at its own hours and with the split it runs with:</source>
        <translation>Cheapest cards for &quot;%1&quot;, by what the whole phase costs on each, each card at its own hours and with the split it runs with:</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>cannot run</translation>
    </message>
    <message>
        <source>, S = %1</source>
        <translation>, S = %1</translation>
    </message>
    <message>
        <source>How they run</source>
        <translation>How they run</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>no price yet</translation>
    </message>
</context>
<context>
    <name>rp::ReportExport</name>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>The plan on screen as a PDF for procurement, with a preview</source>
        <translation>The plan on screen as a PDF for procurement, with a preview</translation>
    </message>
    <message>
        <source>Export PDF — %1</source>
        <translation>Export PDF — %1</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Save PDF…</translation>
    </message>
    <message>
        <source>Save this document as a PDF with bookmarks</source>
        <translation>Save this document as a PDF with bookmarks</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>%1 on the cover page</source>
        <translation>%1 on the cover page</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <source>The PDF&apos;s cover names who the plan is from. You can change this later in the preview&apos;s toolbar.</source>
        <translation>The PDF&apos;s cover names who the plan is from. You can change this later in the preview&apos;s toolbar.</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Author:</translation>
    </message>
    <message>
        <source>Organisation:</source>
        <translation>Organisation:</translation>
    </message>
</context>
<context>
    <name>rp::RequestExport</name>
    <message>
        <source>Request for &amp;quotation…</source>
        <translation>Request for &amp;quotation…</translation>
    </message>
    <message>
        <source>The plan&apos;s bill of quantities as a workbook vendors fill in line by line; read their answers back on the Rented machine tab</source>
        <translation>The plan&apos;s bill of quantities as a workbook vendors fill in line by line; read their answers back on the Rented machine tab</translation>
    </message>
    <message>
        <source>Save the request for quotation</source>
        <translation>Save the request for quotation</translation>
    </message>
    <message>
        <source>request-for-quotation.xlsx</source>
        <translation>request-for-quotation.xlsx</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Workbook (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>Request for quotation</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>rp::ScenarioComparePanel</name>
    <message>
        <source>The plan</source>
        <translation>The plan</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>Scenario &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No scenarios yet: use &quot;Duplicate as scenario&quot; to make a variant of the plan, edit it, and compare it here.</source>
        <translation>No scenarios yet: use &quot;Duplicate as scenario&quot; to make a variant of the plan, edit it, and compare it here.</translation>
    </message>
    <message>
        <source>What changes from the first to the second:</source>
        <translation>What changes from the first to the second:</translation>
    </message>
    <message>
        <source>(not in it)</source>
        <translation>(not in it)</translation>
    </message>
    <message>
        <source>Peak cards</source>
        <translation>Peak cards</translation>
    </message>
    <message>
        <source>Calendar days</source>
        <translation>Calendar days</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Second</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
</context>
<context>
    <name>rp::SelfBuildForm</name>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards per machine</source>
        <translation>Cards per machine</translation>
    </message>
    <message>
        <source>Compare buying</source>
        <translation>Compare buying</translation>
    </message>
    <message>
        <source>Compare with buying the hardware</source>
        <translation>Compare with buying the hardware</translation>
    </message>
    <message>
        <source>GPU model of the machine you would buy</source>
        <translation>GPU model of the machine you would buy</translation>
    </message>
    <message>
        <source>GPUs in one machine; a job needing more buys more machines</source>
        <translation>GPUs in one machine; a job needing more buys more machines</translation>
    </message>
    <message>
        <source>Owning: purchase, depreciation, power, hosting, staff and the wait before it runs. Uncheck to leave buying out.</source>
        <translation>Owning: purchase, depreciation, power, hosting, staff and the wait before it runs. Uncheck to leave buying out.</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>One machine with its cards, delivered and installed</source>
        <translation>One machine with its cards, delivered and installed</translation>
    </message>
    <message>
        <source>Written off over</source>
        <translation>Written off over</translation>
    </message>
    <message>
        <source>Years until the machine is fully depreciated</source>
        <translation>Years until the machine is fully depreciated</translation>
    </message>
    <message>
        <source> years</source>
        <translation> years</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>Resale value</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation>Power at full load</translation>
    </message>
    <message>
        <source>Whole machine: cards, CPUs, fans; kilowatts</source>
        <translation>Whole machine: cards, CPUs, fans; kilowatts</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Power when idle</source>
        <translation>Power when idle</translation>
    </message>
    <message>
        <source>Kilowatts drawn while the cards wait</source>
        <translation>Kilowatts drawn while the cards wait</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: cooling and losses on top of the machine (1.0 = none)</source>
        <translation>Power usage effectiveness: cooling and losses on top of the machine (1.0 = none)</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Electricity per kWh</translation>
    </message>
    <message>
        <source>Price of one kilowatt-hour</source>
        <translation>Price of one kilowatt-hour</translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation>Hosting per month</translation>
    </message>
    <message>
        <source>Rack, space, cooling and network fees</source>
        <translation>Rack, space, cooling and network fees</translation>
    </message>
    <message>
        <source>Operations per month</source>
        <translation>Operations per month</translation>
    </message>
    <message>
        <source>Staff time to install, patch and repair</source>
        <translation>Staff time to install, patch and repair</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>Maintenance per year</translation>
    </message>
    <message>
        <source>Spares and repairs as a share of the purchase price each year</source>
        <translation>Spares and repairs as a share of the purchase price each year</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Lead time</translation>
    </message>
    <message>
        <source>Days from approval to the first job: procurement and setup</source>
        <translation>Days from approval to the first job: procurement and setup</translation>
    </message>
    <message>
        <source> days</source>
        <translation> days</translation>
    </message>
    <message>
        <source>Cost of waiting per day</source>
        <translation>Cost of waiting per day</translation>
    </message>
    <message>
        <source>What each day of lead time costs the project (people idle, deadlines missed)</source>
        <translation>What each day of lead time costs the project (people idle, deadlines missed)</translation>
    </message>
    <message>
        <source>What the machine still sells for at the end, as a share of the price (often less than straight-line depreciation suggests)</source>
        <translation>What the machine still sells for at the end, as a share of the price (often less than straight-line depreciation suggests)</translation>
    </message>
    <message>
        <source> %1</source>
        <translation> %1</translation>
    </message>
    <message>
        <source> %1 / kWh</source>
        <translation> %1 / kWh</translation>
    </message>
    <message>
        <source> %1 / month</source>
        <translation> %1 / month</translation>
    </message>
    <message>
        <source> %1 / day</source>
        <translation> %1 / day</translation>
    </message>
</context>
<context>
    <name>rp::SpendChart</name>
    <message>
        <source>Spend</source>
        <translation>Spend</translation>
    </message>
    <message>
        <source>Spend per month</source>
        <translation>Spend per month</translation>
    </message>
    <message>
        <source>Spend per month (%1)</source>
        <translation>Spend per month (%1)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Spend (%1)</source>
        <translation>Spend (%1)</translation>
    </message>
    <message>
        <source>No spend yet</source>
        <translation>No spend yet</translation>
    </message>
</context>
<context>
    <name>rp::StrategyChart</name>
    <message>
        <source>project cost (%1)</source>
        <translation>project cost (%1)</translation>
    </message>
    <message>
        <source>Total cost by strategy</source>
        <translation>Total cost by strategy</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>cost</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (cannot run)</source>
        <translation>%1 (cannot run)</translation>
    </message>
    <message>
        <source>%1 (late)</source>
        <translation>%1 (late)</translation>
    </message>
</context>
<context>
    <name>rp::StrategyPanel</name>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1 card-h</source>
        <translation>%1 card-h</translation>
    </message>
    <message>
        <source>no self-build figures</source>
        <translation>no self-build figures</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n owned)</source>
        <translation>
            <numerusform>%1 (%n owned)</numerusform>
            <numerusform>%1 (%n owned)</numerusform>
        </translation>
    </message>
    <message>
        <source>Per computing card-hour</source>
        <translation>Per computing card-hour</translation>
    </message>
    <message>
        <source>Owned cards in use</source>
        <translation>Owned cards in use</translation>
    </message>
    <message>
        <source>Duration (with lead time)</source>
        <translation>Duration (with lead time)</translation>
    </message>
    <message>
        <source>Idle card-hours paid</source>
        <translation>Idle card-hours paid</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>%1 d late</source>
        <translation>%1 d late</translation>
    </message>
    <message>
        <source>%1 d to spare</source>
        <translation>%1 d to spare</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>cannot run</translation>
    </message>
    <message>
        <source>Net: the machines&apos; price, less what selling them returns after %1, plus hosting, staff, maintenance and power over that time. Amortized over the machine&apos;s life instead: %2</source>
        <translation>Net: the machines&apos; price, less what selling them returns after %1, plus hosting, staff, maintenance and power over that time. Amortized over the machine&apos;s life instead: %2</translation>
    </message>
    <message numerus="yes">
        <source>Cash needed up front: %n machine(s) bought before the first phase</source>
        <translation>
            <numerusform>Cash needed up front: %n machine bought before the first phase</numerusform>
            <numerusform>Cash needed up front: %n machines bought before the first phase</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept and paid for the longer of the project (%1) and the minimum holding before resale.</source>
        <translation>Kept and paid for the longer of the project (%1) and the minimum holding before resale.</translation>
    </message>
    <message>
        <source>Buying cannot run the plan: %1</source>
        <translation>Buying cannot run the plan: %1</translation>
    </message>
    <message>
        <source>Owning a baseline cannot run the plan: %1</source>
        <translation>Owning a baseline cannot run the plan: %1</translation>
    </message>
    <message>
        <source>Net cost</source>
        <translation>Net cost</translation>
    </message>
    <message>
        <source>Cash up front</source>
        <translation>Cash up front</translation>
    </message>
    <message>
        <source>Held for</source>
        <translation>Held for</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
</context>
<context>
    <name>rp::TeamLedgerDialog</name>
    <message>
        <source>disable (never encrypted)</source>
        <translation>disable (never encrypted)</translation>
    </message>
    <message>
        <source>allow (encrypted only if the server insists)</source>
        <translation>allow (encrypted only if the server insists)</translation>
    </message>
    <message>
        <source>prefer (encrypted if the server offers it; the default)</source>
        <translation>prefer (encrypted if the server offers it; the default)</translation>
    </message>
    <message>
        <source>require (encrypted, certificate not checked)</source>
        <translation>require (encrypted, certificate not checked)</translation>
    </message>
    <message>
        <source>verify-ca (encrypted, certificate from a trusted authority)</source>
        <translation>verify-ca (encrypted, certificate from a trusted authority)</translation>
    </message>
    <message>
        <source>verify-full (encrypted, certificate matches the host name)</source>
        <translation>verify-full (encrypted, certificate matches the host name)</translation>
    </message>
    <message>
        <source>Team Ledger (PostgreSQL)</source>
        <translation>Team Ledger (PostgreSQL)</translation>
    </message>
    <message>
        <source>Saved connection:</source>
        <translation>Saved connection:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Forget the selected saved connection (the ledger on the server is not touched)</source>
        <translation>Forget the selected saved connection (the ledger on the server is not touched)</translation>
    </message>
    <message>
        <source>db.example.com (empty: the server on this computer)</source>
        <translation>db.example.com (empty: the server on this computer)</translation>
    </message>
    <message>
        <source>rentplan</source>
        <translation>rentplan</translation>
    </message>
    <message>
        <source>empty: your login name</source>
        <translation>empty: your login name</translation>
    </message>
    <message>
        <source>empty: ~/.pgpass, PGPASSWORD, peer or certificate login, or ask</source>
        <translation>empty: ~/.pgpass, PGPASSWORD, peer or certificate login, or ask</translation>
    </message>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>Remember in the desktop keyring</translation>
    </message>
    <message>
        <source>The password is kept by the desktop keyring, never in RentPlan&apos;s settings or files</source>
        <translation>The password is kept by the desktop keyring, never in RentPlan&apos;s settings or files</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Test &amp;Connection</source>
        <translation>Test &amp;Connection</translation>
    </message>
    <message>
        <source>a name, e.g. team</source>
        <translation>a name, e.g. team</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Saves the fields under this name, without the password</source>
        <translation>Saves the fields under this name, without the password</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>(new connection)</source>
        <translation>(new connection)</translation>
    </message>
    <message>
        <source>%1 is not on this computer, and with TLS mode &quot;%2&quot; the password and the jobs may cross the network unencrypted. Choose require or verify-full unless the network is your own.</source>
        <translation>%1 is not on this computer, and with TLS mode &quot;%2&quot; the password and the jobs may cross the network unencrypted. Choose require or verify-full unless the network is your own.</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %1 (at most %n second(s))…</source>
        <translation>
            <numerusform>Connecting to %1 (at most %n second)…</numerusform>
            <numerusform>Connecting to %1 (at most %n seconds)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect t&amp;imeout:</source>
        <translation>Connect t&amp;imeout:</translation>
    </message>
    <message>
        <source>Save as pro&amp;file:</source>
        <translation>Save as pro&amp;file:</translation>
    </message>
</context>
<context>
    <name>rp::TimelineChart</name>
    <message>
        <source>days from the project start</source>
        <translation>days from the project start</translation>
    </message>
    <message>
        <source>cards in use</source>
        <translation>cards in use</translation>
    </message>
    <message>
        <source>No phases yet: add one, or start from a template.</source>
        <translation>No phases yet: add one, or start from a template.</translation>
    </message>
    <message>
        <source>Cards in use over time</source>
        <translation>Cards in use over time</translation>
    </message>
    <message numerus="yes">
        <source>owned if bought (%n card(s))</source>
        <translation>
            <numerusform>owned if bought (%n card)</numerusform>
            <numerusform>owned if bought (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hybrid baseline (%n card(s))</source>
        <translation>
            <numerusform>hybrid baseline (%n card)</numerusform>
            <numerusform>hybrid baseline (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 × %3
%4 from day %5
%6</source>
        <translation>%1
%2 × %3
%4 from day %5
%6</translation>
    </message>
</context>
<context>
    <name>rp::ToolkitPage</name>
    <message>
        <source>Quotes</source>
        <translation>Quotes</translation>
    </message>
    <message>
        <source>Delivery acceptance</source>
        <translation>Delivery acceptance</translation>
    </message>
    <message>
        <source>Idle watchdog</source>
        <translation>Idle watchdog</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>Data transfer</translation>
    </message>
</context>
<context>
    <name>rp::TornadoChart</name>
    <message>
        <source>What moves the cost most (the %1 largest of %2 inputs)</source>
        <translation>What moves the cost most (the %1 largest of %2 inputs)</translation>
    </message>
    <message>
        <source>What moves the cost most</source>
        <translation>What moves the cost most</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>project cost (%1)</translation>
    </message>
    <message>
        <source>cheaper than at the modes</source>
        <translation>cheaper than at the modes</translation>
    </message>
    <message>
        <source>dearer than at the modes</source>
        <translation>dearer than at the modes</translation>
    </message>
    <message>
        <source>%1: %2 at its low end, %3 at its high end (%4 with every input at its mode); rank correlation with the cost %5</source>
        <translation>%1: %2 at its low end, %3 at its high end (%4 with every input at its mode); rank correlation with the cost %5</translation>
    </message>
</context>
<context>
    <name>rp::TransferPanel</name>
    <message>
        <source>Transfer time: %1 h (%2 min): data %3 min, per-file cost %4 min.</source>
        <translation>Transfer time: %1 h (%2 min): data %3 min, per-file cost %4 min.</translation>
    </message>
    <message>
        <source>Egress if sent out of the provider: %1.</source>
        <translation>Egress if sent out of the provider: %1.</translation>
    </message>
    <message>
        <source>Data size:</source>
        <translation>Data size:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Files:</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>Bandwidth:</translation>
    </message>
    <message>
        <source>Protocol overhead:</source>
        <translation>Protocol overhead:</translation>
    </message>
    <message>
        <source>Cost per file:</source>
        <translation>Cost per file:</translation>
    </message>
    <message>
        <source>Egress price:</source>
        <translation>Egress price:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>%1 / GB</source>
        <translation>%1 / GB</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Time each file costs on top of its bytes: a round trip, an object-store request.</source>
        <translation>Time each file costs on top of its bytes: a round trip, an object-store request.</translation>
    </message>
</context>
<context>
    <name>rp::UserGuideDialog</name>
    <message>
        <source>RentPlan User Guide</source>
        <translation>RentPlan User Guide</translation>
    </message>
</context>
<context>
    <name>rp::UtilizationChart</name>
    <message>
        <source>Cost per computing card-hour against utilization</source>
        <translation>Cost per computing card-hour against utilization</translation>
    </message>
    <message>
        <source>Utilization of owned cards, %</source>
        <translation>Utilization of owned cards, %</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>Per card-hour</translation>
    </message>
    <message>
        <source>Per card-hour, %1</source>
        <translation>Per card-hour, %1</translation>
    </message>
    <message>
        <source>%1
%2 %: %3 per card-hour</source>
        <translation>%1
%2 %: %3 per card-hour</translation>
    </message>
    <message>
        <source>Owning is not compared</source>
        <translation>Owning is not compared</translation>
    </message>
    <message>
        <source>Tick &quot;Compare with buying the hardware&quot; (Buying the hardware, on the right) to see what an owned machine costs per card-hour at each utilization, against each offer&apos;s rate.</source>
        <translation>Tick &quot;Compare with buying the hardware&quot; (Buying the hardware, on the right) to see what an owned machine costs per card-hour at each utilization, against each offer&apos;s rate.</translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <translation>%1 per card-hour</translation>
    </message>
</context>
<context>
    <name>rp::WatchdogPanel</name>
    <message>
        <source># No script: %1</source>
        <translation># No script: %1</translation>
    </message>
    <message>
        <source>Save the watchdog script</source>
        <translation>Save the watchdog script</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell scripts (*.sh)</translation>
    </message>
    <message>
        <source>Idle-shutdown watchdog</source>
        <translation>Idle-shutdown watchdog</translation>
    </message>
    <message>
        <source>Idle below:</source>
        <translation>Idle below:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>For:</translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation>Check every:</translation>
    </message>
    <message>
        <source>Stop command:</source>
        <translation>Stop command:</translation>
    </message>
    <message>
        <source>Never stop while running:</source>
        <translation>Never stop while running:</translation>
    </message>
    <message>
        <source> % GPU use</source>
        <translation> % GPU use</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>program names, comma-separated</source>
        <translation>program names, comma-separated</translation>
    </message>
    <message>
        <source>Warning: the watchdog sees only GPU utilization. A job with long CPU-only stretches (data preparation, evaluation on the CPU, uploading checkpoints) looks idle and will be stopped. Use it on debugging and personal machines; try it with --dry-run first.</source>
        <translation>Warning: the watchdog sees only GPU utilization. A job with long CPU-only stretches (data preparation, evaluation on the CPU, uploading checkpoints) looks idle and will be stopped. Use it on debugging and personal machines; try it with --dry-run first.</translation>
    </message>
    <message>
        <source>Save script…</source>
        <translation>Save script…</translation>
    </message>
    <message>
        <source>Idle share measured in the ledger: %1 % of %2 billed card-hours, used for every phase.</source>
        <translation>Idle share measured in the ledger: %1 % of %2 billed card-hours, used for every phase.</translation>
    </message>
    <message>
        <source>The ledger records no busy hours yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Record jobs with their busy hours in the Ledger tab to use the measured share.</source>
        <translation>The ledger records no busy hours yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Record jobs with their busy hours in the Ledger tab to use the measured share.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>Billed by the week, month or year: the period is paid whether the cards run or not.</source>
        <translation>Billed by the week, month or year: the period is paid whether the cards run or not.</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>no offer</translation>
    </message>
    <message>
        <source>No offer rents this phase&apos;s card: add one in the Billing tab.</source>
        <translation>No offer rents this phase&apos;s card: add one in the Billing tab.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) × %1</source>
        <translation>
            <numerusform>%n card × %1</numerusform>
            <numerusform>%n cards × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % → %2 card-h</source>
        <translation>%1 % → %2 card-h</translation>
    </message>
    <message>
        <source>%1 idle card-hours × %2 per card-hour</source>
        <translation>%1 idle card-hours × %2 per card-hour</translation>
    </message>
    <message>
        <source>The plan has no GPU phases yet: add phases in the Planner tab to see what stopping idle cards would save on them.</source>
        <translation>The plan has no GPU phases yet: add phases in the Planner tab to see what stopping idle cards would save on them.</translation>
    </message>
    <message>
        <source>Idle card-hours on the plan&apos;s phases: %1 h. Stopping them saves up to %2 (each idle stretch still runs %3 min before the watchdog acts).</source>
        <translation>Idle card-hours on the plan&apos;s phases: %1 h. Stopping them saves up to %2 (each idle stretch still runs %3 min before the watchdog acts).</translation>
    </message>
    <message>
        <source>What it would save on the plan&apos;s phases</source>
        <translation>What it would save on the plan&apos;s phases</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Idle</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>The team ledger is not open yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Open it in the Ledger tab to use the idle share it measured.</source>
        <translation>The team ledger is not open yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Open it in the Ledger tab to use the idle share it measured.</translation>
    </message>
</context>
<context>
    <name>rp::WorkloadPanel</name>
    <message>
        <source>Select a phase to see and edit where its hours come from.</source>
        <translation>Select a phase to see and edit where its hours come from.</translation>
    </message>
    <message>
        <source>Hours of &quot;%1&quot;:</source>
        <translation>Hours of &quot;%1&quot;:</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B parameters</translation>
    </message>
    <message numerus="yes">
        <source>on %n × %1</source>
        <translation>
            <numerusform>on %n × %1</numerusform>
            <numerusform>on %n × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>without a GPU</source>
        <translation>without a GPU</translation>
    </message>
    <message>
        <source>One run: %1 billed %2, %3 of it computing (%4 busy).</source>
        <translation>One run: %1 billed %2, %3 of it computing (%4 busy).</translation>
    </message>
    <message>
        <source>Take the hours of %1 from %2</source>
        <translation>Take the hours of %1 from %2</translation>
    </message>
    <message>
        <source>Edit the workload of %1</source>
        <translation>Edit the workload of %1</translation>
    </message>
    <message>
        <source>Typed hours per run</source>
        <translation>Typed hours per run</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Training tokens</translation>
    </message>
    <message>
        <source>Tokens in and out per round</source>
        <translation>Tokens in and out per round</translation>
    </message>
    <message>
        <source>Data to process</source>
        <translation>Data to process</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/h</source>
        <translation> GB/h</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>Tokens processed in one run: the data set&apos;s tokens × epochs.</source>
        <translation>Tokens processed in one run: the data set&apos;s tokens × epochs.</translation>
    </message>
    <message>
        <source>Hours come from</source>
        <translation>Hours come from</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>Hours per run</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Context (tokens)</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Tokens per run</source>
        <translation>Tokens per run</translation>
    </message>
    <message>
        <source>Prompt tokens per round</source>
        <translation>Prompt tokens per round</translation>
    </message>
    <message>
        <source>Generated tokens per round</source>
        <translation>Generated tokens per round</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Moving its data takes %1 more, billed on the same machines; data sent in costs %2, data sent out %3.</source>
        <translation>Moving its data takes %1 more, billed on the same machines; data sent in costs %2, data sent out %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Data moved&lt;/b&gt; (billed on the phase&apos;s cards)</source>
        <translation>&lt;b&gt;Data moved&lt;/b&gt; (billed on the phase&apos;s cards)</translation>
    </message>
    <message>
        <source>Sent in before the first run</source>
        <translation>Sent in before the first run</translation>
    </message>
    <message>
        <source>Sent out after the last run</source>
        <translation>Sent out after the last run</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandwidth</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>Data set and weights uploaded to the rented machine: ingress, billed at the offer&apos;s price per GB (most charge nothing). 0 with nothing sent out: no transfer.</source>
        <translation>Data set and weights uploaded to the rented machine: ingress, billed at the offer&apos;s price per GB (most charge nothing). 0 with nothing sent out: no transfer.</translation>
    </message>
    <message>
        <source>Results and checkpoints downloaded after the last run: egress, billed at the offer&apos;s price per GB.</source>
        <translation>Results and checkpoints downloaded after the last run: egress, billed at the offer&apos;s price per GB.</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: the share of the card&apos;s peak bf16 rate the run reaches. Default 40 %, and 60 % of that for QLoRA, which dequantizes every weight on each use.</source>
        <translation>Model FLOPs utilization: the share of the card&apos;s peak bf16 rate the run reaches. Default 40 %, and 60 % of that for QLoRA, which dequantizes every weight on each use.</translation>
    </message>
</context>
</TS>
