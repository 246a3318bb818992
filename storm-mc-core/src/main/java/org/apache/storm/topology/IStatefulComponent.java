package org.apache.storm.topology;

import org.apache.storm.state.State;

/** A component whose state is checkpointed and restored by the framework. */
public interface IStatefulComponent<T extends State> extends IComponent {

    /** Called with the restored (or fresh) state before the first tuple is processed. */
    void initState(T state);

    void preCommit(long txid);

    void prePrepare(long txid);

    void preRollback();
}
