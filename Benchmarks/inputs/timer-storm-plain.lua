-- The timer storm as plain Lua: a discrete-event loop over a binary min-heap ordered by
-- (time, sequence), one repeating 1 ms timer, 1000 s of virtual time in integer
-- nanoseconds: 10^6 callbacks. The anchor of timer-storm.lua.
local heap, count, seq = {}, 0, 0

local function precedes(a, b)
  return a.time < b.time or (a.time == b.time and a.seq < b.seq)
end

local function push(event)
  count = count + 1
  local i = count
  heap[i] = event
  while i > 1 do
    local parent = i // 2
    if not precedes(heap[i], heap[parent]) then break end
    heap[i], heap[parent] = heap[parent], heap[i]
    i = parent
  end
end

local function pop()
  local top = heap[1]
  heap[1] = heap[count]
  heap[count] = nil
  count = count - 1
  local i = 1
  while true do
    local left, right, best = 2 * i, 2 * i + 1, i
    if left <= count and precedes(heap[left], heap[best]) then best = left end
    if right <= count and precedes(heap[right], heap[best]) then best = right end
    if best == i then break end
    heap[i], heap[best] = heap[best], heap[i]
    i = best
  end
  return top
end

local function schedule(time, fn)
  seq = seq + 1
  push({ time = time, seq = seq, fn = fn })
end

local ticks = 0
local interval = 1000000              -- 1 ms in nanoseconds
local function tick(now)
  ticks = ticks + 1
  schedule(now + interval, tick)
end
schedule(interval, tick)

local finish = 1000 * 1000000000      -- 1000 s
while count > 0 and heap[1].time <= finish do
  local event = pop()
  event.fn(event.time)
end
assert(ticks == 1000000, "ticks: " .. ticks)
