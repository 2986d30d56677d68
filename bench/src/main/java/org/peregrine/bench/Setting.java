package org.peregrine.bench;

/**
 * The CPU setting a figure was measured in, printed beside every figure. On a small VM the cost
 * of waking a thread on a halted vCPU (tens of microseconds) dominates a loopback round trip, so the setting
 * decides the numbers more than the ORB does:
 * <ul>
 * <li>{@link #PINNED}: client and server JVMs on one vCPU ({@code taskset -c 0}); steadiest ratios;
 * <li>{@link #BUSY}: unpinned, with one nice-19 spin loop per CPU so no vCPU halts;
 * <li>{@link #IDLE}: unpinned, nothing else running (the worst case for wake-ups).
 * </ul>
 */
public enum Setting {
    PINNED("pinned", true, false),
    BUSY("busy", false, true),
    IDLE("idle", false, false);

    private final String label;
    private final boolean pinned;
    private final boolean spinners;

    Setting(String label, boolean pinned, boolean spinners) {
        this.label = label;
        this.pinned = pinned;
        this.spinners = spinners;
    }

    public String label() {
        return label;
    }

    public boolean pinned() {
        return pinned;
    }

    public boolean spinners() {
        return spinners;
    }
}
